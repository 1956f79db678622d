import { Toaster as SonnerToaster } from 'sonner';
import { useTheme } from 'styled-components';

/** sonner's outlet, top-right, Spanish labels: loaded with the first toast (see Toaster.tsx). */
export default function SonnerOutlet() {
  const theme = useTheme();
  return (
    <SonnerToaster
      position="top-right"
      richColors
      closeButton
      duration={5000}
      visibleToasts={4}
      offset={{ top: 80, right: 16 }}
      mobileOffset={{ top: 12, left: 12, right: 12 }}
      containerAriaLabel="Notificaciones"
      toastOptions={{
        closeButtonAriaLabel: 'Cerrar notificación',
        style: { fontFamily: theme.fonts.body, fontSize: theme.fontSizes.sm },
      }}
    />
  );
}
