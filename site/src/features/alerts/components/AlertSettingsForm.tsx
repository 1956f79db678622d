import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { getErrorMessage, isApiError } from '../../../api/http';
import { paths } from '../../../paths';
import { Button, Card, Checkbox, Field, Input, toast } from '../../../ui';
import { ServicesSelect } from '../../services/components/ServicesSelect';
import type { AlertSettings, AlertSettingsInput } from '../alerts.api';
import {
  CATEGORY_GROUPS,
  checkForm,
  EMAIL_MODES,
  RADIUS_MAX_KM,
  RADIUS_MIN_KM,
  toFormValues,
  toInput,
  type AlertFieldErrors,
  type AlertFormValues,
} from '../alertForm';
import { useSaveAlertSettings } from '../useAlerts';
import { RadioOption, StyledGroup, StyledGroupError, StyledGroupHint, Switch } from './AlertControls';
import { ProvinceMultiSelect } from './ProvinceMultiSelect';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Disables every control at once for a plan without alerts (the preview). */
const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const StyledSectionTitle = styled.h2`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledFamilies = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledFamily = styled.fieldset`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
`;

const StyledRadius = styled.div`
  max-width: 220px;
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;

  ${({ theme }) => theme.media.belowMd} {
    > * {
      width: 100%;
    }
  }
`;

const FIELD_ORDER: (keyof AlertSettingsInput)[] = [
  'enabled',
  'categories',
  'services',
  'originProvinces',
  'radiusKm',
  'destinationProvinces',
  'emailMode',
];

/** Moves the focus to the first control of the first field with an error. */
function focusFirst(errors: AlertFieldErrors): void {
  const field = FIELD_ORDER.find((name) => errors[name]);
  if (!field) return;
  const control = document.querySelector<HTMLElement>(
    `[data-alert-field="${field}"] input:not(:disabled), [data-alert-field="${field}"] select:not(:disabled)`,
  );
  control?.focus();
}

/** The server's field errors, by field; the messages of fields the form has not are listed apart. */
function serverErrors(error: unknown): { byField: AlertFieldErrors; messages: string[] } {
  if (!isApiError(error) || !error.errors) return { byField: {}, messages: [] };
  const byField: AlertFieldErrors = {};
  for (const item of error.errors) {
    const field = (item.field ?? '').split(/[.[]/)[0] as keyof AlertSettingsInput;
    if (FIELD_ORDER.includes(field) && !byField[field]) byField[field] = item.message;
  }
  return { byField, messages: error.errors.map((item) => item.message) };
}

/**
 * What the company wants to hear about (categories, services), where (origin provinces, or a
 * radius around its base; destinations), how (mail at once, daily digest or only in the web) and
 * whether the alerts are on. `locked`: the plan has no alerts and the form is a preview.
 */
export function AlertSettingsForm({ settings, locked }: { settings: AlertSettings; locked: boolean }) {
  const save = useSaveAlertSettings();
  const [values, setValues] = useState<AlertFormValues>(() => toFormValues(settings));
  const [errors, setErrors] = useState<AlertFieldErrors>({});

  const update = (next: Partial<AlertFormValues>, clears: (keyof AlertFieldErrors)[] = []) => {
    setValues((current) => ({ ...current, ...next }));
    if (clears.length > 0)
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !clears.includes(key as never))));
  };

  const toggleCategory = (slug: string, on: boolean) =>
    update({ categories: on ? [...values.categories, slug] : values.categories.filter((c) => c !== slug) }, ['categories']);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    const local = checkForm(values, settings.hasBase);
    if (Object.keys(local).length > 0) {
      setErrors(local);
      focusFirst(local);
      toast.error('Revisa tus alertas', { description: Object.values(local).join(' ') });
      return;
    }
    try {
      const saved = await save.mutateAsync(toInput(values));
      setValues(toFormValues(saved));
      setErrors({});
      toast.success('Alertas guardadas', {
        description: saved.enabled
          ? 'Te avisaremos de las nuevas solicitudes que encajen con tu empresa.'
          : 'Las alertas están desactivadas: no te avisaremos hasta que las actives.',
      });
    } catch (error) {
      const { byField, messages } = serverErrors(error);
      setErrors(byField);
      focusFirst(byField);
      toast.error('No se pudieron guardar tus alertas.', {
        description: messages.length > 0 ? messages.join(' ') : getErrorMessage(error),
      });
    }
  };

  const modeAllowed = (mode: string) => settings.allowedEmailModes.some((allowed) => allowed === mode);

  return (
    <StyledForm onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Alertas de nuevas solicitudes">
      <StyledFieldset disabled={locked} aria-describedby={locked ? 'alerts-locked-title' : undefined}>
        <Card padding="md" data-alert-field="enabled">
          <Switch
            label="Alertas activas"
            hint={
              values.enabled
                ? 'Te avisamos de cada solicitud nueva que encaje.'
                : 'Desactivadas: guardamos tu configuración, pero no te avisamos.'
            }
            checked={values.enabled}
            onChange={(enabled) => update({ enabled })}
          />
        </Card>

        <Card padding="lg">
          <StyledSection aria-labelledby="alerts-what">
            <StyledSectionTitle id="alerts-what">Qué solicitudes</StyledSectionTitle>
            <StyledGroup data-alert-field="categories" aria-describedby="alerts-categories-hint">
              <legend>Categorías</legend>
              <StyledGroupHint id="alerts-categories-hint">
                Te avisamos de las solicitudes de estas categorías y de cualquiera de sus servicios.
              </StyledGroupHint>
              <StyledFamilies>
                {CATEGORY_GROUPS.map((group) => (
                  <StyledFamily key={group.label}>
                    <legend>{group.label}</legend>
                    {group.categories.map((category) => (
                      <Checkbox
                        key={category.slug}
                        label={category.name}
                        value={category.slug}
                        checked={values.categories.includes(category.slug)}
                        onChange={(event) => toggleCategory(category.slug, event.target.checked)}
                      />
                    ))}
                  </StyledFamily>
                ))}
              </StyledFamilies>
              {errors.categories ? <StyledGroupError role="alert">{errors.categories}</StyledGroupError> : null}
            </StyledGroup>
            <div data-alert-field="services">
              <Field
                id="alerts-services"
                label="Servicios concretos (opcional)"
                hint="Si no quieres toda una categoría, elige solo algunos de sus servicios, por ejemplo «Guardamuebles»."
                error={errors.services}
              >
                <ServicesSelect
                  id="alerts-services"
                  value={values.services}
                  onChange={(services) => update({ services }, ['services', 'categories'])}
                  disabled={locked}
                  invalid={Boolean(errors.services)}
                  describedBy={errors.services ? 'alerts-services-error' : 'alerts-services-hint'}
                />
              </Field>
            </div>
          </StyledSection>
        </Card>

        <Card padding="lg">
          <StyledSection aria-labelledby="alerts-where">
            <StyledSectionTitle id="alerts-where">Dónde</StyledSectionTitle>
            <StyledGroup>
              <legend>Origen de la solicitud</legend>
              <RadioOption
                name="alerts-where"
                value="provinces"
                checked={values.where === 'provinces'}
                onSelect={() => update({ where: 'provinces' }, ['radiusKm', 'categories'])}
                label="En estas provincias"
                hint="Solicitudes que salen de las provincias que elijas."
              >
                <div data-alert-field="originProvinces">
                  <ProvinceMultiSelect
                    label="Provincias de origen"
                    placeholder="Añadir provincia…"
                    value={values.originProvinces}
                    onChange={(originProvinces) => update({ originProvinces }, ['originProvinces', 'radiusKm'])}
                    error={errors.originProvinces}
                    disabled={locked}
                  />
                </div>
              </RadioOption>
              <RadioOption
                name="alerts-where"
                value="radius"
                checked={values.where === 'radius'}
                onSelect={() => update({ where: 'radius' }, ['originProvinces', 'categories'])}
                label="Cerca de mi base"
                hint={
                  settings.hasBase
                    ? 'Solicitudes que salen a menos de los kilómetros que indiques de la ciudad de tu empresa.'
                    : 'No disponible: no conocemos la ubicación de tu empresa. Indica su ciudad y provincia en tu perfil de empresa.'
                }
                disabled={!settings.hasBase}
              >
                <StyledRadius data-alert-field="radiusKm">
                  <Field label="Radio en km" hint={`De ${RADIUS_MIN_KM} a ${RADIUS_MAX_KM} km.`} error={errors.radiusKm}>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={RADIUS_MIN_KM}
                      max={RADIUS_MAX_KM}
                      step={5}
                      value={values.radiusKm}
                      onChange={(event) => update({ radiusKm: event.target.value }, ['radiusKm'])}
                    />
                  </Field>
                </StyledRadius>
              </RadioOption>
              <RadioOption
                name="alerts-where"
                value="anywhere"
                checked={values.where === 'anywhere'}
                onSelect={() => update({ where: 'anywhere' }, ['originProvinces', 'radiusKm'])}
                label="En cualquier provincia"
                hint="Todas las solicitudes de tus categorías, salgan de donde salgan."
              />
              {!settings.hasBase && !locked ? (
                <StyledGroupHint>
                  <Button variant="ghost" size="sm" to={paths.companyProfile}>
                    Completar la ubicación de mi empresa
                  </Button>
                </StyledGroupHint>
              ) : null}
              {errors.radiusKm && values.where !== 'radius' ? <StyledGroupError role="alert">{errors.radiusKm}</StyledGroupError> : null}
            </StyledGroup>
            <div data-alert-field="destinationProvinces">
              <ProvinceMultiSelect
                label="Provincias de destino (opcional)"
                placeholder="Añadir provincia de destino…"
                hint="Déjalo vacío para cualquier destino."
                value={values.destinationProvinces}
                onChange={(destinationProvinces) => update({ destinationProvinces }, ['destinationProvinces'])}
                error={errors.destinationProvinces}
                disabled={locked}
              />
            </div>
          </StyledSection>
        </Card>

        <Card padding="lg">
          <StyledSection aria-labelledby="alerts-how">
            <StyledSectionTitle id="alerts-how">Cómo te avisamos</StyledSectionTitle>
            <StyledGroup data-alert-field="emailMode">
              <legend>Correo</legend>
              <StyledGroupHint>Los avisos en la web llegan siempre al momento, mientras tengas Rutalia abierto.</StyledGroupHint>
              {EMAIL_MODES.map((mode) => (
                <RadioOption
                  key={mode.value}
                  name="alerts-email"
                  value={mode.value}
                  checked={values.emailMode === mode.value}
                  onSelect={() => update({ emailMode: mode.value }, ['emailMode'])}
                  label={mode.label}
                  hint={!locked && !modeAllowed(mode.value) ? 'No incluido en tu plan.' : mode.hint}
                  disabled={!modeAllowed(mode.value)}
                />
              ))}
              {errors.emailMode ? <StyledGroupError role="alert">{errors.emailMode}</StyledGroupError> : null}
            </StyledGroup>
          </StyledSection>
        </Card>
      </StyledFieldset>

      {locked ? null : (
        <StyledActions>
          <Button type="submit" size="lg" loading={save.isPending}>
            {save.isPending ? 'Guardando...' : 'Guardar alertas'}
          </Button>
        </StyledActions>
      )}
    </StyledForm>
  );
}
