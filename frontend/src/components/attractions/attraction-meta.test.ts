import type { TicketTypeResponseDto as TicketType } from '../../api/generated-public';
import { intlOf, textOf } from '../../i18n/text';
import { inclusionNote as note } from './attraction-meta';

const type = (name: string, includes: TicketType['includes']): TicketType => ({
  id: name.length,
  name,
  description: '',
  region: 'new-york',
  priceFrom: 35,
  priceTo: null,
  includes,
  priceNote: null,
  sortOrder: 0,
  active: true,
  updatedAt: '2026-09-01T00:00:00.000Z',
});

const inclusionNote = (category: TicketType['includes'][number], types: TicketType[], language: 'en' | 'es' = 'en') =>
  note(category, types, textOf(intlOf(language)));

describe('inclusionNote', () => {
  const general = type('General Admission', ['hayride', 'trail', 'live-show']);
  const vip = type('VIP Fast Pass', ['hayride', 'trail', 'maze', 'live-show']);
  const kids = type('Kids Matinee', ['live-show']);

  it('names the real ticket types that include the attraction', () => {
    expect(inclusionNote('hayride', [general, vip])).toBe('Included with General Admission & VIP Fast Pass');
    expect(inclusionNote('maze', [general, vip])).toBe('Included with VIP Fast Pass');
  });

  it('says "all ticket types" when every one of several includes it', () => {
    expect(inclusionNote('live-show', [general, vip, kids])).toBe('Included in all ticket types');
  });

  it('says nothing when no type includes it, or there are no types yet', () => {
    expect(inclusionNote('food-drinks', [general, vip])).toBeNull();
    expect(inclusionNote('hayride', [])).toBeNull();
  });

  it('speaks Spanish on a Spanish page', () => {
    expect(inclusionNote('maze', [general, vip], 'es')).toBe('Incluida con VIP Fast Pass');
    expect(inclusionNote('live-show', [general, vip, kids], 'es')).toBe('Incluida en todos los tipos de boletos');
  });
});
