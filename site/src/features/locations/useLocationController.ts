import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { LocationPickerProps } from './components/LocationPicker';

type LocationForm = FieldValues & { city: string; province: string };

export type LocationMessages = {
  /** Messages when empty; omit for optional fields. */
  cityRequired?: string;
  provinceRequired?: string;
};

const MAX_LENGTH = 100;
const TOO_LONG = (label: string) => `${label} no puede superar ${MAX_LENGTH} caracteres.`;

/**
 * Connects `LocationPicker` to a react-hook-form form with `city` and
 * `province` string fields: `<LocationPicker {...useLocationController(control, …)} />`.
 */
export function useLocationController<T extends LocationForm>(
  control: Control<T>,
  messages: LocationMessages = {},
): Pick<LocationPickerProps, 'city' | 'province' | 'onChange' | 'onBlur' | 'errors' | 'cityRef' | 'provinceRef' | 'required'> {
  const city = useController({
    control,
    name: 'city' as Path<T>,
    rules: {
      validate: (value: unknown) => {
        const text = typeof value === 'string' ? value.trim() : '';
        if (!text) return messages.cityRequired ?? true;
        return text.length <= MAX_LENGTH || TOO_LONG('La ciudad');
      },
    },
  });
  const province = useController({
    control,
    name: 'province' as Path<T>,
    rules: {
      validate: (value: unknown) => {
        const text = typeof value === 'string' ? value.trim() : '';
        if (!text) return messages.provinceRequired ?? true;
        return text.length <= MAX_LENGTH || TOO_LONG('La provincia');
      },
    },
  });

  return {
    city: city.field.value ?? '',
    province: province.field.value ?? '',
    onChange: (next) => {
      city.field.onChange(next.city);
      province.field.onChange(next.province);
    },
    onBlur: (field) => (field === 'city' ? city.field.onBlur() : province.field.onBlur()),
    errors: { city: city.fieldState.error?.message, province: province.fieldState.error?.message },
    cityRef: city.field.ref,
    provinceRef: province.field.ref,
    required: Boolean(messages.cityRequired || messages.provinceRequired),
  };
}
