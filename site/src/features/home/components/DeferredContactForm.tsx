import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { LoadingState } from '../../../ui';

// The form (and react-hook-form with it) is the heaviest part of the home page and sits at
// its bottom: it loads when the section comes near the viewport, not with the page.
const ContactForm = lazy(() => import('../../contact/components/ContactForm').then((module) => ({ default: module.ContactForm })));

/* Roughly the form's height, so the page does not jump when it arrives. */
const StyledPlaceholder = styled.div`
  display: grid;
  place-items: center;
  min-height: 560px;

  ${({ theme }) => theme.media.md} {
    min-height: 470px;
  }
`;

/** How far below the viewport the section starts loading (px). */
const PRELOAD_MARGIN = '800px 0px';

/** The home variant of the contact form, loaded once the section is about to be seen. */
export function DeferredContactForm() {
  const ref = useRef<HTMLDivElement>(null);
  // The server (no window) renders the placeholder, as the browser's first render must.
  const [visible, setVisible] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  const placeholder = (
    <StyledPlaceholder>
      <LoadingState label="Cargando formulario..." />
    </StyledPlaceholder>
  );

  return (
    <div ref={ref}>
      {visible ? (
        <Suspense fallback={placeholder}>
          <ContactForm variant="home" label="Formulario de contacto" />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
