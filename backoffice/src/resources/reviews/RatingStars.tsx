import { Box } from '@mui/material';

/** '★★★★☆' for the eye, '4 de 5' for screen readers. */
export const RatingStars = ({ value }: { value: number }) => (
  <Box component="span" role="img" aria-label={`${value} de 5`} sx={{ color: '#7A4F00', whiteSpace: 'nowrap', letterSpacing: '0.05em' }}>
    {'★'.repeat(value)}
    <Box component="span" sx={{ color: '#8A94A6' }}>
      {'☆'.repeat(Math.max(0, 5 - value))}
    </Box>
  </Box>
);
