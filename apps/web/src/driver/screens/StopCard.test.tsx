import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aStop } from '../../components/testing/planner-fixtures';
import { StopCard } from './StopCard';

const clock = { timezone: 'UTC', hour_cycle: 12 } as const;
const early = aStop({ vehicle_route_id: 7, arrival: 6000, waiting_time: 12_000, time_window_start: 13 * 60 });

afterEach(cleanup);

describe('the stop card', () => {
  it('tells the driver to wait for the window, and until when', () => {
    render(<StopCard stop={early} number={6} clock={clock} planStartSeconds={8 * 3600} />);
    expect(screen.getByText(/^Arrival:/).parentElement?.textContent).toBe(
      'Arrival: 9:40 AM, wait 3 h 20 min until 1:00 PM',
    );
  });

  it('says no wait when there is none worth telling, nor once the stop is done', () => {
    const { unmount } = render(
      <StopCard stop={{ ...early, waiting_time: 30 }} number={6} clock={clock} planStartSeconds={8 * 3600} />,
    );
    expect(screen.getByText(/^Arrival:/).parentElement?.textContent).toBe('Arrival: 9:40 AM');
    unmount();
    render(
      <StopCard
        stop={{ ...early, delivery_status: 1 }}
        number={6}
        clock={clock}
        planStartSeconds={8 * 3600}
      />,
    );
    expect(screen.queryByText(/wait/)).toBeNull();
  });
});
