import { IconSvg, type IconProps } from '../../../ui';

/** A bar chart: the statistics' icon (dashboard shortcut, upsell boxes). */
export function ChartIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M3 3v18h18" />
      <path d="M8 17v-5" />
      <path d="M13 17V8" />
      <path d="M18 17v-9" />
    </IconSvg>
  );
}

/** The comparison arrow beside a figure: up, down or level. Decorative: the words say it. */
export function TrendIcon({ direction, ...props }: IconProps & { direction: 'up' | 'down' | 'same' }) {
  return (
    <IconSvg size={14} strokeWidth={2.5} {...props}>
      {direction === 'up' ? <path d="m6 15 6-6 6 6" /> : direction === 'down' ? <path d="m6 9 6 6 6-6" /> : <path d="M5 12h14" />}
    </IconSvg>
  );
}
