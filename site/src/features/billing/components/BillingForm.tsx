import { useController, useForm, type Control } from 'react-hook-form';
import styled from 'styled-components';
import { applyServerFieldErrors } from '../../../api/formErrors';
import { getErrorMessage } from '../../../api/http';
import { Alert, Button, Field, FormGrid, Input, toast } from '../../../ui';
import { textRules } from '../../auth/validation';
import { LocationPicker } from '../../locations/components/LocationPicker';
import { DEFAULT_BILLING_COUNTRY, type BillingData } from '../billing.api';
import { useSaveBillingData } from '../hooks/useBilling';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.belowMd} {
    > * {
      width: 100%;
    }
  }
`;

type BillingValues = {
  billingName: string;
  taxId: string;
  billingAddress: string;
  billingCity: string;
  billingPostalCode: string;
  billingProvince: string;
  billingCountry: string;
};

/** In the order they appear on screen (the first invalid one gets the focus). */
const FIELDS = ['billingName', 'taxId', 'billingAddress', 'billingCity', 'billingProvince', 'billingPostalCode', 'billingCountry'] as const;

/** The server's messages (backend billing.dto.ts), shown before sending. */
const MESSAGES = {
  billingName: 'La razón social es obligatoria.',
  taxId: 'El NIF/CIF es obligatorio.',
  billingAddress: 'La dirección es obligatoria.',
  billingCity: 'La ciudad es obligatoria.',
  billingPostalCode: 'El código postal es obligatorio.',
  billingProvince: 'La provincia es obligatoria.',
} as const;

function toValues(data: BillingData | null): BillingValues {
  return {
    billingName: data?.billingName ?? '',
    taxId: data?.taxId ?? '',
    billingAddress: data?.billingAddress ?? '',
    billingCity: data?.billingCity ?? '',
    billingPostalCode: data?.billingPostalCode ?? '',
    billingProvince: data?.billingProvince ?? '',
    billingCountry: data?.billingCountry || DEFAULT_BILLING_COUNTRY,
  };
}

const requiredText = (message: string, maxLength: number, label: string) => ({
  validate: (value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) return message;
    return text.length <= maxLength || `${label} no puede superar ${maxLength} caracteres.`;
  },
});

/** City and province of the billing address through the shared picker (catalog or free text with 'Otra'). */
function useBillingLocation(control: Control<BillingValues>) {
  const city = useController({ control, name: 'billingCity', rules: requiredText(MESSAGES.billingCity, 100, 'La ciudad') });
  const province = useController({ control, name: 'billingProvince', rules: requiredText(MESSAGES.billingProvince, 100, 'La provincia') });
  return {
    city: city.field.value ?? '',
    province: province.field.value ?? '',
    onChange: (next: { city: string; province: string }) => {
      city.field.onChange(next.city);
      province.field.onChange(next.province);
    },
    onBlur: (field: 'city' | 'province') => (field === 'city' ? city.field.onBlur() : province.field.onBlur()),
    errors: { city: city.fieldState.error?.message, province: province.fieldState.error?.message },
    cityRef: city.field.ref,
    provinceRef: province.field.ref,
    required: true,
  };
}

/**
 * Billing data form (spec §5): legal name, NIF/CIF, address, city, postal code and province
 * required; country optional (España by default). Server field errors go next to the fields.
 */
export function BillingForm({ billing }: { billing: BillingData | null }) {
  const save = useSaveBillingData();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<BillingValues>({ mode: 'onTouched', defaultValues: toValues(billing), shouldFocusError: false });
  const location = useBillingLocation(control);

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const country = values.billingCountry.trim();
        const { billing: saved } = await save.mutateAsync({
          billingName: values.billingName.trim(),
          taxId: values.taxId.trim(),
          billingAddress: values.billingAddress.trim(),
          billingCity: values.billingCity.trim(),
          billingPostalCode: values.billingPostalCode.trim(),
          billingProvince: values.billingProvince.trim(),
          ...(country ? { billingCountry: country } : {}),
        });
        reset(toValues(saved));
        toast.success('Datos actualizados', { description: 'Usaremos estos datos en tus próximas facturas.' });
      } catch (error) {
        const { applied } = applyServerFieldErrors(error, setError, FIELDS);
        toast.error('No se pudieron guardar los datos de facturación.', {
          description: applied > 0 ? 'Revisa los campos marcados.' : getErrorMessage(error),
        });
      }
    },
    (invalid) => {
      // The city and province controllers register before the inputs: focus in screen order.
      const first = FIELDS.find((field) => invalid[field]);
      if (first) setFocus(first);
    },
  );

  return (
    <StyledForm onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Datos de facturación">
      {billing === null ? (
        <Alert tone="info">
          <p>Aún no has guardado tus datos de facturación. Complétalos para que aparezcan en tus facturas.</p>
        </Alert>
      ) : null}
      <FormGrid columns={2}>
        <Field label="Razón social" error={errors.billingName?.message} required>
          <Input autoComplete="organization" {...register('billingName', requiredText(MESSAGES.billingName, 200, 'La razón social'))} />
        </Field>
        <Field
          label="NIF/CIF"
          error={errors.taxId?.message}
          hint="NIF si eres autónomo (12345678A), CIF si eres una sociedad (A12345678)."
          required
        >
          <Input
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="12345678A o A12345678"
            {...register('taxId', requiredText(MESSAGES.taxId, 20, 'El NIF/CIF'))}
          />
        </Field>
        <div data-span="full">
          <Field label="Dirección" error={errors.billingAddress?.message} required>
            <Input
              autoComplete="street-address"
              {...register('billingAddress', requiredText(MESSAGES.billingAddress, 255, 'La dirección'))}
            />
          </Field>
        </div>
        <div data-span="full">
          <LocationPicker {...location} />
        </div>
        <Field label="Código postal" error={errors.billingPostalCode?.message} required>
          <Input
            autoComplete="postal-code"
            inputMode="numeric"
            {...register('billingPostalCode', requiredText(MESSAGES.billingPostalCode, 10, 'El código postal'))}
          />
        </Field>
        <Field label="País" error={errors.billingCountry?.message}>
          <Input autoComplete="country-name" {...register('billingCountry', textRules({ maxLength: 100, label: 'El país' }))} />
        </Field>
      </FormGrid>

      <StyledActions>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar datos de facturación'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
