// The case studies' pages, this folder's and below (their list, a case study), paint once, whole (renderer/PaintWhole.tsx).
export { PaintWhole as default } from '../../renderer/PaintWhole';
