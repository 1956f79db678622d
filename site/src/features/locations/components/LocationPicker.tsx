import { useId, useRef, useState, type Ref } from 'react';
import styled from 'styled-components';
import { Field, Input, Select } from '../../../ui';
import {
  CITY_PAIRS,
  PORTUGUESE_DISTRICT_NAMES,
  SPANISH_PROVINCE_NAMES,
  cityFitsProvince,
  findCityPair,
  isCatalogCity,
  isCatalogProvince,
} from '../locations';

const StyledPicker = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledControls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Select value of the 'Otra' option (free text). */
const OTHER = '__otra__';

export type LocationValue = { city: string; province: string };

export type LocationPickerProps = {
  city: string;
  province: string;
  onChange: (next: LocationValue) => void;
  /** The city or the province control lost focus. */
  onBlur?: (field: 'city' | 'province') => void;
  errors?: { city?: string; province?: string };
  required?: boolean;
  /** Refs of the city and province selects (react-hook-form focuses the first invalid one). */
  cityRef?: Ref<HTMLSelectElement>;
  provinceRef?: Ref<HTMLSelectElement>;
  cityLabel?: string;
  provinceLabel?: string;
  disabled?: boolean;
};

/**
 * Combined city and province picker (spec §5): choosing a city fills its
 * province; changing the province clears a city that is not in it; both
 * accept free text through 'Otra'. Native selects: keyboard type-ahead and
 * the platform's picker on mobile. With a province chosen, its cities are
 * listed first.
 */
export function LocationPicker({
  city,
  province,
  onChange,
  onBlur,
  errors,
  required = false,
  cityRef,
  provinceRef,
  cityLabel = 'Ciudad',
  provinceLabel = 'Provincia',
  disabled = false,
}: LocationPickerProps) {
  const baseId = useId();
  const cityId = `city-${baseId}`;
  const provinceId = `province-${baseId}`;
  const cityTextRef = useRef<HTMLInputElement>(null);
  const provinceTextRef = useRef<HTMLInputElement>(null);

  // 'Otra' chosen but nothing typed yet; values not in the catalog are free text anyway.
  const [cityOther, setCityOther] = useState(false);
  const [provinceOther, setProvinceOther] = useState(false);
  const showCityText = cityOther || (city !== '' && !isCatalogCity(city));
  const showProvinceText = provinceOther || (province !== '' && !isCatalogProvince(province));

  const provinceIsCatalog = province !== '' && isCatalogProvince(province) && !showProvinceText;
  const inProvince = provinceIsCatalog ? CITY_PAIRS.filter((pair) => pair.province === province) : [];
  const rest = CITY_PAIRS.filter((pair) => !inProvince.includes(pair));
  const restSpain = rest.filter((pair) => pair.country === 'España');
  const restPortugal = rest.filter((pair) => pair.country === 'Portugal');

  const onCitySelect = (value: string) => {
    if (value === OTHER) {
      setCityOther(true);
      onChange({ city: '', province });
      window.setTimeout(() => cityTextRef.current?.focus(), 0);
      return;
    }
    setCityOther(false);
    const pair = findCityPair(value);
    if (pair) {
      setProvinceOther(false);
      onChange({ city: pair.city, province: pair.province });
    } else {
      onChange({ city: '', province });
    }
  };

  const onProvinceSelect = (value: string) => {
    if (value === OTHER) {
      setProvinceOther(true);
      onChange({ city, province: '' });
      window.setTimeout(() => provinceTextRef.current?.focus(), 0);
      return;
    }
    setProvinceOther(false);
    onChange({ city: cityFitsProvince(city, value) ? city : '', province: value });
  };

  const describedBy = (id: string, error?: string) => (error ? `${id}-error` : undefined);

  return (
    <StyledPicker>
      <Field label={cityLabel} id={cityId} error={errors?.city} required={required}>
        <StyledControls>
          <Select
            ref={cityRef}
            id={cityId}
            value={showCityText ? OTHER : city}
            onChange={(event) => onCitySelect(event.target.value)}
            onBlur={() => onBlur?.('city')}
            disabled={disabled}
            aria-describedby={describedBy(cityId, errors?.city)}
            aria-invalid={errors?.city ? true : undefined}
          >
            <option value="">Selecciona una ciudad</option>
            {inProvince.length > 0 ? (
              <optgroup label={`En ${province}`}>
                {inProvince.map((pair) => (
                  <option key={pair.citySlug} value={pair.city}>
                    {pair.city}
                  </option>
                ))}
              </optgroup>
            ) : null}
            <optgroup label={inProvince.length > 0 ? 'Otras ciudades de España' : 'España'}>
              {restSpain.map((pair) => (
                <option key={pair.citySlug} value={pair.city}>
                  {pair.city} ({pair.province})
                </option>
              ))}
            </optgroup>
            {restPortugal.length > 0 ? (
              <optgroup label="Portugal">
                {restPortugal.map((pair) => (
                  <option key={pair.citySlug} value={pair.city}>
                    {pair.city}
                  </option>
                ))}
              </optgroup>
            ) : null}
            <option value={OTHER}>Otra</option>
          </Select>
          {showCityText ? (
            <Input
              ref={cityTextRef}
              id={`${cityId}-text`}
              aria-label="Otra ciudad"
              aria-describedby={describedBy(cityId, errors?.city)}
              aria-invalid={errors?.city ? true : undefined}
              placeholder="Escribe tu ciudad"
              autoComplete="address-level2"
              maxLength={100}
              value={city}
              disabled={disabled}
              onChange={(event) => onChange({ city: event.target.value, province })}
              onBlur={() => onBlur?.('city')}
            />
          ) : null}
        </StyledControls>
      </Field>

      <Field label={provinceLabel} id={provinceId} error={errors?.province} required={required}>
        <StyledControls>
          <Select
            ref={provinceRef}
            id={provinceId}
            value={showProvinceText ? OTHER : province}
            onChange={(event) => onProvinceSelect(event.target.value)}
            onBlur={() => onBlur?.('province')}
            disabled={disabled}
            aria-describedby={describedBy(provinceId, errors?.province)}
            aria-invalid={errors?.province ? true : undefined}
          >
            <option value="">Selecciona una provincia</option>
            <optgroup label="España">
              {SPANISH_PROVINCE_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
            <optgroup label="Portugal">
              {PORTUGUESE_DISTRICT_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
            <option value={OTHER}>Otra</option>
          </Select>
          {showProvinceText ? (
            <Input
              ref={provinceTextRef}
              id={`${provinceId}-text`}
              aria-label="Otra provincia"
              aria-describedby={describedBy(provinceId, errors?.province)}
              aria-invalid={errors?.province ? true : undefined}
              placeholder="Escribe tu provincia"
              autoComplete="address-level1"
              maxLength={100}
              value={province}
              disabled={disabled}
              onChange={(event) => onChange({ city, province: event.target.value })}
              onBlur={() => onBlur?.('province')}
            />
          ) : null}
        </StyledControls>
      </Field>
    </StyledPicker>
  );
}
