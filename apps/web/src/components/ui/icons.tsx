import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * A 24px stroke icon drawn by its `children`; decorative, so the control around it carries the
 * accessible name. Icons of lines only are made with `strokeIcon`.
 */
export function StrokeIcon({ className = 'size-5', ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    />
  );
}

/** A stroke icon of the path data `paths`. */
export function strokeIcon(...paths: string[]) {
  return function Icon(props: IconProps) {
    return (
      <StrokeIcon {...props}>
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </StrokeIcon>
    );
  };
}

/**
 * A stroke icon that points along the reading direction (back, forward, out): drawn for
 * left-to-right, it is mirrored on a right-to-left page.
 */
function directionalIcon(...paths: string[]) {
  const Drawn = strokeIcon(...paths);
  return function Icon({ className = 'size-5', ...props }: IconProps) {
    return <Drawn className={`rtl:-scale-x-100 ${className}`} {...props} />;
  };
}

export const MenuIcon = strokeIcon('M4 6h16', 'M4 12h16', 'M4 18h10');
export const CloseIcon = strokeIcon('M6 6l12 12', 'M18 6L6 18');
export const CalendarIcon = strokeIcon(
  'M8 3v4',
  'M16 3v4',
  'M4 10h16',
  'M6 5h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
);
export const BoardIcon = strokeIcon(
  'M5 4h3a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z',
  'M12 4h2a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-2a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z',
  'M18 4h1a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-1a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z',
);
export const ClockIcon = strokeIcon('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 2');
export const UmbrellaIcon = strokeIcon(
  'M12 3a9 9 0 0 1 9 9H3a9 9 0 0 1 9-9z',
  'M12 12v6a2 2 0 0 0 4 0',
  'M12 2v1',
);
export const ChartIcon = strokeIcon('M4 20h16', 'M7 16v-5', 'M12 16V6', 'M17 16v-8');
export const TaskIcon = strokeIcon(
  'M9 11l3 3 8-8',
  'M20 12v6a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h9',
);
export const UsersIcon = strokeIcon(
  'M16 20v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1',
  'M9.5 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  'M21 20v-1a4 4 0 0 0-3-3.87',
  'M15.5 4.13a3.5 3.5 0 0 1 0 6.74',
);
/** A building: a company the tenant works for. */
export const ClientIcon = strokeIcon(
  'M4 21V5l8-3v19',
  'M12 9h8v12',
  'M2 21h20',
  'M8 8v.01',
  'M8 12v.01',
  'M8 16v.01',
  'M16 13v.01',
  'M16 17v.01',
);
/** A coin: rates and amounts. */
export const MoneyIcon = strokeIcon(
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  'M15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .9-3 2s1.3 1.7 3 2 3 .9 3 2-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5',
  'M12 6.5V8',
  'M12 16v1.5',
);
export const ChevronDownIcon = strokeIcon('M6 9l6 6 6-6');
export const ChevronLeftIcon = directionalIcon('M15 18l-6-6 6-6');
export const ChevronRightIcon = directionalIcon('M9 18l6-6-6-6');
export const PlusIcon = strokeIcon('M12 5v14', 'M5 12h14');
export const PencilIcon = strokeIcon('M4 20h4L18.5 9.5a2.1 2.1 0 0 0-3-3L5 17v3z', 'M14 8l3 3');
export const TrashIcon = strokeIcon(
  'M4 7h16',
  'M10 11v6',
  'M14 11v6',
  'M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12',
  'M9 7V4h6v3',
);
const GripDots = strokeIcon('M9 6h.01', 'M9 12h.01', 'M9 18h.01', 'M15 6h.01', 'M15 12h.01', 'M15 18h.01');
/** Six dots of a drag handle, drawn heavier than the other icons' lines so that they read as dots. */
export const GripIcon = (props: IconProps) => <GripDots strokeWidth={3} {...props} />;
export const DotsIcon = strokeIcon('M5 12h.01', 'M12 12h.01', 'M19 12h.01');
export const SearchIcon = strokeIcon('M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M20 20l-4-4');
export const SunIcon = strokeIcon(
  'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M12 2v2',
  'M12 20v2',
  'M4.93 4.93l1.41 1.41',
  'M17.66 17.66l1.41 1.41',
  'M2 12h2',
  'M20 12h2',
  'M4.93 19.07l1.41-1.41',
  'M17.66 6.34l1.41-1.41',
);
export const MoonIcon = strokeIcon('M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z');
export const SuiteIcon = strokeIcon('M4 4h6v6H4z', 'M14 4h6v6h-6z', 'M4 14h6v6H4z', 'M17 14v6', 'M14 17h6');
export const EyeIcon = strokeIcon(
  'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
);
export const EyeOffIcon = strokeIcon(
  'M10.6 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.2',
  'M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
  'M3 3l18 18',
);
export const SignOutIcon = directionalIcon(
  'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4',
  'M16 17l5-5-5-5',
  'M21 12H9',
);
export const KeyIcon = strokeIcon(
  'M21 2l-2 2m-7.61 7.61a5.5 5.5 0 1 1-7.78 7.78 5.5 5.5 0 0 1 7.78-7.78z',
  'M15.5 7.5l3 3L22 7l-3-3',
  'M11.39 11.61L15.5 7.5',
);
export const BellIcon = strokeIcon(
  'M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9',
  'M10.3 21a1.94 1.94 0 0 0 3.4 0',
);
export const SettingsIcon = strokeIcon(
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.4 9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z',
);
