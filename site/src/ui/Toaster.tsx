import { Toaster as SonnerToaster } from 'sonner';
import { useTheme } from 'styled-components';

/**
 * App-wide toast outlet (sonner), top-right, Spanish labels. Raise toasts with
 * `toast.success('Mensaje enviado')`, `toast.error(message)` from `ui`.
 */
export function Toaster() {
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

export { toast } from 'sonner';
