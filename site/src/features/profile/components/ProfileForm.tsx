import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { applyServerFieldErrors } from '../../../api/formErrors';
import { getErrorMessage } from '../../../api/http';
import { paths } from '../../../paths';
import { Button, Field, FormGrid, Input, toast } from '../../../ui';
import { textRules } from '../../auth/validation';
import { LocationPicker } from '../../locations/components/LocationPicker';
import { useLocationController } from '../../locations/useLocationController';
import type { Profile } from '../profile.api';
import { useUpdateProfile } from '../useProfile';

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
    flex-direction: column-reverse;

    > * {
      width: 100%;
    }
  }
`;

type ProfileValues = {
  fullName: string;
  phone: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
};

const FIELDS = ['fullName', 'phone', 'address', 'city', 'province', 'postalCode'] as const;

function toValues(profile: Profile): ProfileValues {
  return {
    fullName: profile.fullName ?? '',
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    city: profile.city ?? '',
    province: profile.province ?? '',
    postalCode: profile.postalCode ?? '',
  };
}

/**
 * Client profile form (spec §2 'Client screens → Profile', §5): full name
 * required, email read-only, the rest optional without format checks.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileValues>({ mode: 'onTouched', defaultValues: toValues(profile) });
  const location = useLocationController(control);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        fullName: values.fullName.trim(),
        phone: values.phone.trim(),
        address: values.address.trim(),
        city: values.city.trim(),
        province: values.province.trim(),
        postalCode: values.postalCode.trim(),
      });
      toast.success('Perfil actualizado', { description: 'Tu información se ha guardado correctamente' });
      void navigate(paths.dashboard); // a data router's navigation never rejects
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      toast.error('No se pudo actualizar el perfil', { description: getErrorMessage(error) });
    }
  });

  return (
    <StyledForm onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Mi perfil">
      <FormGrid columns={2}>
        <Field label="Nombre completo" error={errors.fullName?.message} required>
          <Input
            autoComplete="name"
            {...register('fullName', textRules({ required: 'El nombre completo es obligatorio.', maxLength: 150, label: 'El nombre' }))}
          />
        </Field>
        <Field label="Email" hint="El email no se puede cambiar">
          <Input type="email" value={profile.email} readOnly aria-readonly="true" />
        </Field>
        <Field label="Teléfono" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone', textRules({ maxLength: 30, label: 'El teléfono' }))} />
        </Field>
        <Field label="Código postal" error={errors.postalCode?.message}>
          <Input
            autoComplete="postal-code"
            inputMode="numeric"
            {...register('postalCode', textRules({ maxLength: 10, label: 'El código postal' }))}
          />
        </Field>
        <div data-span="full">
          <Field label="Dirección" error={errors.address?.message}>
            <Input autoComplete="street-address" {...register('address', textRules({ maxLength: 255, label: 'La dirección' }))} />
          </Field>
        </div>
        <div data-span="full">
          <LocationPicker {...location} />
        </div>
      </FormGrid>

      <StyledActions>
        <Button to={paths.dashboard} variant="ghost">
          Cancelar
        </Button>
        <Button type="submit" loading={update.isPending}>
          {update.isPending ? 'Guardando...' : 'Guardar Perfil'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
