import { StrokeIcon, strokeIcon, type IconProps } from '../../../components/ui/icons.tsx';

/** The timer's controls' icons, drawn like the portal's other icons. */
export const StopwatchIcon = strokeIcon(
  'M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16z',
  'M12 9v4l2.5 2.5',
  'M10 2h4',
);
export const PlayIcon = strokeIcon('M7 5l12 7-12 7z');
export const StopIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="6" y="6" width="12" height="12" rx="1.5" />
  </StrokeIcon>
);
