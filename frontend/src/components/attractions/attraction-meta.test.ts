import { inclusionNote } from './attraction-meta';

describe('inclusionNote', () => {
  it.each([
    ['hayride', 'Included with General Admission & VIP FAST PASS'],
    ['trail', 'Included with General Admission & VIP FAST PASS'],
    ['maze', 'Included in General Park Admission & VIP FAST PASS'],
    ['haunted-house', 'Included in General Park Admission & VIP FAST PASS'],
    ['live-show', 'Included in all ticket types'],
  ] as const)('names what %s is included in', (category, note) => {
    expect(inclusionNote(category)).toBe(note);
  });

  it('has no note for food and other attractions', () => {
    expect(inclusionNote('food-drinks')).toBeNull();
    expect(inclusionNote('other')).toBeNull();
  });
});
