// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../renderer/Toasts';

// React's act() warns unless the environment says it is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;

/** Texts of the toasts on screen: a dismissed toast loses its wrapper's class while it animates out. */
function shown(): string[] {
  return [...host.querySelectorAll('[data-rht-toaster] > div')]
    .filter((wrapper) => wrapper.className !== '')
    .map((wrapper) => wrapper.querySelector('[role="status"]')?.textContent ?? '');
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('the toast area (spec 4, 9)', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () => root.render(<Toasts />));
  });

  afterEach(async () => {
    await act(async () => {
      toast.remove();
      root.unmount();
    });
    host.remove();
    vi.useRealTimers();
  });

  it('keeps success 2000 ms, blank, error and custom 4000 ms, loading until dismissed', async () => {
    await act(async () => {
      toast('Blank');
      toast.success('Saved');
      toast.error('Failed');
      toast.custom(<div role="status">Custom</div>);
      toast.loading('Sending');
    });
    expect(shown()).toEqual(expect.arrayContaining(['Blank', 'Saved', 'Failed', 'Custom', 'Sending']));

    await advance(1999);
    expect(shown()).toContain('Saved');
    await advance(2);
    expect(shown()).not.toContain('Saved');
    expect(shown()).toEqual(expect.arrayContaining(['Blank', 'Failed', 'Custom']));

    await advance(1998);
    expect(shown()).toEqual(expect.arrayContaining(['Blank', 'Failed', 'Custom']));
    await advance(2);
    expect(shown()).not.toContain('Blank');
    expect(shown()).not.toContain('Failed');
    expect(shown()).not.toContain('Custom');
    expect(shown()).toContain('Sending');

    await advance(60_000);
    expect(shown()).toEqual(['Sending']);
  });

  it('keeps at most 20 toasts', async () => {
    await act(async () => {
      for (let i = 1; i <= 25; i++) toast(`Toast ${i}`);
    });
    expect(shown()).toHaveLength(20);
    expect(shown()).toContain('Toast 25');
    expect(shown()).not.toContain('Toast 5');
  });

  it('places the toasts at the top right', async () => {
    await act(async () => {
      toast('Here');
    });
    const wrapper = host.querySelector('[role="status"]')!.closest('div[style*="position: absolute"]') as HTMLElement;
    expect(wrapper.style.justifyContent).toBe('flex-end');
    expect(wrapper.style.top).toBe('0px');
  });
});
