import { Alert } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  Edit,
  NumberInput,
  SimpleForm,
  SimpleFormIterator,
  SaveButton,
  SelectInput,
  Toolbar,
  TextField,
  TextInput,
  Labeled,
  minValue,
  required,
  useNotify,
  useRedirect,
  type Validator,
} from 'react-admin';

/** At most 2 decimals (cents), as the API requires. */
const cents: Validator = (value: unknown) =>
  typeof value === 'number' && Math.abs(value * 100 - Math.round(value * 100)) > 1e-6 ? 'Como máximo 2 decimales.' : undefined;

const notBlank: Validator = (value: unknown) =>
  typeof value !== 'string' || value.trim() === '' ? 'Escribe la característica o quítala.' : undefined;

/** Empty (or cleared) means «unlimited»: the API takes null. */
const limitOrNull = (value: unknown) => (value === '' || value === undefined || value === null ? null : value);

/** Whole numbers only, as the API requires. */
const wholeNumber: Validator = (value: unknown) =>
  typeof value === 'number' && !Number.isInteger(value) ? 'Escribe un número entero.' : undefined;

const ALERT_CHOICES = [
  { id: 'none', name: 'Sin alertas' },
  { id: 'digest', name: 'Resumen diario por email' },
  { id: 'instant', name: 'Al momento o en el resumen diario (la empresa elige)' },
];
const FEATURED_CHOICES = [
  { id: 0, name: 'No destacada' },
  { id: 1, name: 'Destacada en el directorio y en las búsquedas' },
  { id: 2, name: 'También en el inicio y en las páginas de ciudad y servicio' },
];
const INSIGHTS_CHOICES = [
  { id: 'none', name: 'Sin estadísticas' },
  { id: 'headline', name: 'Cifras principales' },
  { id: 'full', name: 'Completas, por semana y con gráficos' },
];

/** Only the editable fields travel: the API refuses the rest (the key, the display name…). */
const editable = (data: Record<string, unknown>) => ({
  description: typeof data.description === 'string' && data.description.trim() ? data.description.trim() : null,
  priceMonthly: data.priceMonthly,
  priceYearly: data.priceYearly === '' || data.priceYearly === undefined ? null : data.priceYearly,
  features: Array.isArray(data.features) ? data.features.map((f) => (typeof f === 'string' ? f.trim() : f)) : [],
  isActive: data.isActive,
  maxProposalsPerMonth: limitOrNull(data.maxProposalsPerMonth),
  maxGalleryImages: limitOrNull(data.maxGalleryImages),
  alerts: data.alerts,
  featuredLevel: data.featuredLevel,
  insights: data.insights,
});

/** Plans are never deleted (subscriptions and invoices refer to them): no delete button. */
const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** Editing a plan: description, prices, what it includes (limits and features), extra card lines and whether it is offered. */
export const PlanEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      mutationMode="pessimistic"
      transform={editable}
      mutationOptions={{
        onSuccess: () => {
          notify('Plan guardado', { type: 'success' });
          redirect('list', 'plans');
        },
        onError: (error: unknown) => {
          notify(error instanceof Error && error.message ? error.message : 'No se pudo guardar el plan', { type: 'error' });
        },
      }}
    >
      <SimpleForm sx={{ maxWidth: 720 }} toolbar={<SaveOnlyToolbar />}>
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          Un cambio de precio solo se aplica a las facturas que se emitan a partir de ahora: las ya emitidas no cambian.
        </Alert>
        <Labeled label="resources.plans.fields.planName">
          <TextField source="planName" />
        </Labeled>
        <Labeled label="resources.plans.fields.displayName">
          <TextField source="displayName" />
        </Labeled>
        <TextInput source="description" multiline minRows={2} fullWidth />
        <NumberInput
          source="priceMonthly"
          min={0}
          step={0.01}
          validate={[required(), minValue(0), cents]}
          helperText="Euros al mes (0 = Gratis)."
        />
        <NumberInput
          source="priceYearly"
          min={0}
          step={0.01}
          validate={[minValue(0), cents]}
          helperText="Euros al año; vacío si no se ofrece (se factura 10 × mensual)."
        />
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          Lo que incluye el plan se aplica al momento a todas sus empresas y las tarjetas de planes del sitio se generan a partir de estos
          datos. Si bajas las imágenes de la galería, las sobrantes de cada empresa se ocultan (nunca se borran).
        </Alert>
        <NumberInput
          source="maxProposalsPerMonth"
          min={0}
          step={1}
          validate={[minValue(0), wholeNumber]}
          helperText="Por mes natural (hora de Madrid); vacío = ilimitadas."
        />
        <NumberInput
          source="maxGalleryImages"
          min={0}
          step={1}
          validate={[minValue(0), wholeNumber]}
          helperText="Imágenes que muestra la ficha; vacío = ilimitadas."
        />
        <SelectInput source="alerts" choices={ALERT_CHOICES} validate={required()} />
        <SelectInput source="featuredLevel" choices={FEATURED_CHOICES} validate={required()} />
        <SelectInput source="insights" choices={INSIGHTS_CHOICES} validate={required()} />
        <ArrayInput
          source="features"
          helperText="Solo lo que no está arriba (soporte, verificación…): las líneas sobre propuestas, galería, alertas, destacado o estadísticas no se muestran en las tarjetas, que las generan de los datos."
        >
          <SimpleFormIterator
            inline
            disableReordering
            disableClear
            // react-admin shows the remove button on hover only; keyboard users need it always.
            sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
          >
            <TextInput
              source=""
              label="resources.plans.fields.feature"
              validate={[required(), notBlank]}
              sx={{ minWidth: { xs: '100%', sm: 420 } }}
            />
          </SimpleFormIterator>
        </ArrayInput>
        <BooleanInput source="isActive" helperText="Los planes inactivos no se ofrecen en el registro ni en la sección de precios." />
      </SimpleForm>
    </Edit>
  );
};
