import { JOB_DATE_FILTERS, JOB_SERVICE_FILTERS } from '@rutalia/catalog/services';
import { useId } from 'react';
import { FilterControl, FilterSelect, Input, Label, Select } from '../../../ui';
import { effectiveCategory, PROVINCE_GROUPS, type JobUrlFilters } from '../jobFilters';

type Apply = (next: Partial<JobUrlFilters>) => void;

/** A province or Portuguese district (by slug), grouped by country; native, so phones show their own picker. */
function ProvinceSelect({ label, value, onChange }: { label: string; value: string; onChange: (slug: string) => void }) {
  const id = useId();
  return (
    <FilterControl>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Todas</option>
        {PROVINCE_GROUPS.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
    </FilterControl>
  );
}

function DayInput({ label, value, min, onChange }: { label: string; value: string; min?: string; onChange: (day: string) => void }) {
  const id = useId();
  return (
    <FilterControl>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} min={min || undefined} onChange={(event) => onChange(event.target.value)} />
    </FilterControl>
  );
}

/**
 * The controls of the /jobs filters besides the search and the sort: category, origin and
 * destination provinces, service dates and publication date. Each change applies at once (the
 * page writes it to the URL); the same fields sit in the desktop bar and in the phone's sheet.
 */
export function JobFilterFields({ filters, apply }: { filters: JobUrlFilters; apply: Apply }) {
  return (
    <>
      <FilterSelect
        label="Categoría"
        value={effectiveCategory(filters)}
        options={JOB_SERVICE_FILTERS}
        emptyLabel="Todas"
        // A category replaces an old link's `service`.
        onChange={(category) => apply({ category, service: '' })}
      />
      <ProvinceSelect label="Origen" value={filters.originProvince} onChange={(originProvince) => apply({ originProvince })} />
      <ProvinceSelect
        label="Destino"
        value={filters.destinationProvince}
        onChange={(destinationProvince) => apply({ destinationProvince })}
      />
      <DayInput label="Servicio desde" value={filters.dateFrom} onChange={(dateFrom) => apply({ dateFrom })} />
      <DayInput label="Servicio hasta" value={filters.dateTo} min={filters.dateFrom} onChange={(dateTo) => apply({ dateTo })} />
      <FilterSelect
        label="Publicado"
        value={filters.date}
        options={JOB_DATE_FILTERS}
        emptyLabel="Cualquier fecha"
        onChange={(date) => apply({ date })}
      />
    </>
  );
}
