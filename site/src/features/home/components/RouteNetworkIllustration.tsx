import styled, { keyframes, useTheme } from 'styled-components';

/*
 * Decorative map of the Iberian Peninsula with the main Spanish logistics
 * hubs and routes. Coordinates are real (lon/lat) projected to the viewBox.
 */

const LON_MIN = -9.8;
const LAT_MAX = 44.1;
const SCALE = 40;
const LON_FACTOR = Math.cos((40 * Math.PI) / 180);
const PAD_X = 20;
const PAD_Y = 20;

type LonLat = readonly [number, number];

function project([lon, lat]: LonLat): [number, number] {
  return [PAD_X + (lon - LON_MIN) * LON_FACTOR * SCALE, PAD_Y + (LAT_MAX - lat) * SCALE];
}

const coast: LonLat[] = [
  [-9.3, 43.05],
  [-8.4, 43.37],
  [-7.7, 43.76],
  [-5.8, 43.6],
  [-4.3, 43.42],
  [-3.0, 43.38],
  [-1.8, 43.38],
  [-0.7, 42.85],
  [0.7, 42.7],
  [1.7, 42.5],
  [3.17, 42.43],
  [3.2, 41.9],
  [2.2, 41.35],
  [1.0, 41.07],
  [0.85, 40.72],
  [-0.1, 40.0],
  [-0.32, 39.45],
  [0.2, 38.75],
  [-0.45, 38.35],
  [-0.75, 37.6],
  [-1.6, 37.35],
  [-2.15, 36.72],
  [-3.5, 36.72],
  [-4.42, 36.7],
  [-5.35, 36.15],
  [-5.6, 36.02],
  [-6.3, 36.5],
  [-6.95, 37.2],
  [-7.4, 37.18],
  [-8.0, 37.0],
  [-8.95, 37.02],
  [-8.8, 38.0],
  [-9.2, 38.45],
  [-9.5, 38.75],
  [-9.3, 39.4],
  [-8.85, 40.2],
  [-8.65, 41.15],
  [-8.87, 41.87],
  [-9.05, 42.5],
];

const islands: { center: LonLat; rx: number; ry: number }[] = [
  { center: [2.95, 39.62], rx: 0.55, ry: 0.28 }, // Mallorca
  { center: [4.1, 39.95], rx: 0.3, ry: 0.12 }, // Menorca
  { center: [1.42, 38.98], rx: 0.22, ry: 0.14 }, // Ibiza
];

const cities = {
  madrid: { name: 'Madrid', at: [-3.7, 40.42] as LonLat, label: 'right' },
  barcelona: { name: 'Barcelona', at: [2.17, 41.39] as LonLat, label: 'right' },
  valencia: { name: 'Valencia', at: [-0.38, 39.47] as LonLat, label: 'left' },
  sevilla: { name: 'Sevilla', at: [-5.98, 37.39] as LonLat, label: 'left' },
  bilbao: { name: 'Bilbao', at: [-2.93, 43.26] as LonLat, label: 'below' },
  zaragoza: { name: 'Zaragoza', at: [-0.88, 41.65] as LonLat, label: 'above' },
  malaga: { name: 'Málaga', at: [-4.42, 36.72] as LonLat, label: 'below' },
  coruna: { name: 'A Coruña', at: [-8.41, 43.36] as LonLat, label: 'below' },
  valladolid: { name: 'Valladolid', at: [-4.72, 41.65] as LonLat, label: 'none' },
  murcia: { name: 'Murcia', at: [-1.13, 37.99] as LonLat, label: 'none' },
} as const;

type CityKey = keyof typeof cities;

const routes: [CityKey, CityKey][] = [
  ['madrid', 'zaragoza'],
  ['zaragoza', 'barcelona'],
  ['madrid', 'valencia'],
  ['valencia', 'barcelona'],
  ['madrid', 'sevilla'],
  ['sevilla', 'malaga'],
  ['madrid', 'bilbao'],
  ['madrid', 'valladolid'],
  ['valladolid', 'coruna'],
  ['valencia', 'murcia'],
  ['madrid', 'malaga'],
];

const coastPath = `${coast
  .map(
    (point, i) =>
      `${i === 0 ? 'M' : 'L'}${project(point)
        .map((n) => n.toFixed(1))
        .join(' ')}`,
  )
  .join(' ')} Z`;

function routePath(from: CityKey, to: CityKey): string {
  const [x1, y1] = project(cities[from].at);
  const [x2, y2] = project(cities[to].at);
  // Gentle curve: control point offset perpendicular to the segment.
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const bend = 0.12;
  return `M${x1.toFixed(1)} ${y1.toFixed(1)} Q${(mx - dy * bend).toFixed(1)} ${(my + dx * bend).toFixed(1)} ${x2.toFixed(1)} ${y2.toFixed(1)}`;
}

const dash = keyframes`
  to { stroke-dashoffset: -28; }
`;

const pulse = keyframes`
  0% { r: 7; opacity: 0.9; }
  100% { r: 22; opacity: 0; }
`;

const StyledSvg = styled.svg`
  width: 100%;
  height: auto;

  .route {
    animation: ${dash} 1.6s linear infinite;
  }

  .pulse {
    animation: ${pulse} 2.2s ease-out infinite;
  }

  text {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 16px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const WIDTH = Math.ceil(PAD_X * 2 + (5.6 - LON_MIN) * LON_FACTOR * SCALE);
const HEIGHT = Math.ceil(PAD_Y * 2 + (LAT_MAX - 35.6) * SCALE);

function labelPosition(x: number, y: number, side: string): { x: number; y: number; anchor: 'start' | 'middle' | 'end' } {
  switch (side) {
    case 'left':
      return { x: x - 12, y: y + 5, anchor: 'end' };
    case 'right':
      return { x: x + 12, y: y + 5, anchor: 'start' };
    case 'above':
      return { x, y: y - 13, anchor: 'middle' };
    default:
      return { x, y: y + 24, anchor: 'middle' };
  }
}

export function RouteNetworkIllustration({ className }: { className?: string }) {
  const { colors } = useTheme();
  const [mx, my] = project(cities.madrid.at);

  return (
    <StyledSvg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={className} aria-hidden="true" focusable="false">
      <path d={coastPath} fill={colors.inverseSubtle} stroke={colors.inverseLine} strokeWidth="1.5" strokeLinejoin="round" />
      {islands.map(({ center, rx, ry }) => {
        const [cx, cy] = project(center);
        return (
          <ellipse
            key={center.join(',')}
            cx={cx}
            cy={cy}
            rx={rx * LON_FACTOR * SCALE}
            ry={ry * SCALE}
            fill={colors.inverseSubtle}
            stroke={colors.inverseLine}
            strokeWidth="1.5"
          />
        );
      })}

      {routes.map(([from, to]) => (
        <path
          key={`${from}-${to}`}
          className="route"
          d={routePath(from, to)}
          fill="none"
          stroke={colors.accent}
          strokeWidth="2.5"
          strokeDasharray="8 6"
          strokeLinecap="round"
        />
      ))}

      <circle className="pulse" cx={mx} cy={my} r="7" fill="none" stroke={colors.accent} strokeWidth="2" />

      {(Object.keys(cities) as CityKey[]).map((key) => {
        const city = cities[key];
        const [x, y] = project(city.at);
        const hub = key === 'madrid';
        const label = city.label === 'none' ? null : labelPosition(x, y, city.label);
        return (
          <g key={key}>
            <circle cx={x} cy={y} r={hub ? 8 : 5.5} fill={hub ? colors.accent : colors.white} stroke={colors.primary} strokeWidth="2.5" />
            {label ? (
              <text x={label.x} y={label.y} textAnchor={label.anchor} fill={colors.white}>
                {city.name}
              </text>
            ) : null}
          </g>
        );
      })}
    </StyledSvg>
  );
}
