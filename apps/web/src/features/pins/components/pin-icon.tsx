import { strokeIcon } from '../../../components/ui/icons.tsx';

export const PinIcon = strokeIcon('M9 4h6', 'M10 4v5l-3 4h10l-3-4V4', 'M12 13v7');
