import { Toaster } from 'react-hot-toast';
import { toastSettings } from '../model/page-data/ui-settings';

/** The toast area at top-right (spec 4, 9). react-hot-toast keeps at most 20 toasts itself. */
export function Toasts() {
  const { durations } = toastSettings;
  return (
    <Toaster
      position={toastSettings.position}
      containerStyle={{ top: 80 }}
      toastOptions={{
        duration: durations.blank,
        error: { duration: durations.error },
        success: { duration: durations.success },
        loading: { duration: durations.loading },
        custom: { duration: durations.custom },
      }}
    />
  );
}
