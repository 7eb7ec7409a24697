import { DeliveryStatus } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { aStop } from '../components/testing/planner-fixtures';
import { deliveryChanges } from './delivery-announcement';

const open = new Map([
  [1, DeliveryStatus.Pending],
  [2, DeliveryStatus.Pending],
  [3, DeliveryStatus.Delivered],
]);

describe('deliveryChanges', () => {
  it('names the stops that were just delivered or failed', () => {
    const stops = [
      aStop({ id: 1, name: 'Bakery', delivery_status: DeliveryStatus.Delivered }),
      aStop({ id: 2, name: '', address: '1 Main St', delivery_status: DeliveryStatus.Failed }),
      aStop({ id: 3, name: 'Florist', delivery_status: DeliveryStatus.Delivered }),
    ];
    expect(deliveryChanges(open, stops)).toEqual(['Bakery: Delivered', '1 Main St: Delivery failed']);
  });

  it('says nothing of a new stop, an unchanged one or an undone delivery', () => {
    const stops = [
      aStop({ id: 1, name: 'Bakery', delivery_status: DeliveryStatus.Pending }),
      aStop({ id: 3, name: 'Florist', delivery_status: DeliveryStatus.Pending }),
      aStop({ id: 9, name: 'New', delivery_status: DeliveryStatus.Delivered }),
    ];
    expect(deliveryChanges(open, stops)).toEqual([]);
  });
});
