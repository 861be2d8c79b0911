// A long article paints once, whole (renderer/PaintWhole.tsx).
export { PaintWhole as default } from '../../../renderer/PaintWhole';
