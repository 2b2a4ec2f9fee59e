import { PLEASE_SELECT_POSITION, REVIEW_STATUSES, isCalendarDate, positionSelectionProblem } from './application-rules';

describe('application rules', () => {
  describe('positionSelectionProblem', () => {
    it('needs at least one position', () => {
      expect(positionSelectionProblem([], 'actor')).toBe(PLEASE_SELECT_POSITION);
      expect(positionSelectionProblem(undefined, 'actor')).toBe(PLEASE_SELECT_POSITION);
      expect(positionSelectionProblem('Tour Guide', 'actor')).toBe(PLEASE_SELECT_POSITION);
    });

    it('accepts positions of the chosen type', () => {
      expect(positionSelectionProblem(['Corn Maze Scarer', 'Tour Guide'], 'actor')).toBeUndefined();
      expect(positionSelectionProblem(['Tractor Driver'], 'operations')).toBeUndefined();
    });

    it('refuses a position of another type, unknown names, duplicates and non-text', () => {
      expect(positionSelectionProblem(['Fire Breather'], 'actor')).toMatch(/^"Fire Breather" is not one of the actor positions/);
      expect(positionSelectionProblem(['Vampire'], 'entertainment')).toMatch(/is not one of the entertainment positions/);
      expect(positionSelectionProblem(['Magician', 'Magician'], 'entertainment')).toBe('Each position may be chosen only once');
      expect(positionSelectionProblem([42], 'actor')).toBe('Each position must be text');
    });

    it('leaves an unknown position type to its own field', () => {
      expect(positionSelectionProblem(['Magician'], 'wizard')).toBeUndefined();
    });
  });

  it('isCalendarDate accepts real YYYY-MM-DD days only', () => {
    expect(isCalendarDate('2025-09-15')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const bad of ['2025-02-29', '2025-13-01', '2025-9-15', '15/09/2025', '2025-09-15T00:00:00Z', '', undefined, 20250915]) {
      expect(isCalendarDate(bad)).toBe(false);
    }
  });

  it('admins may set reviewing, accepted or rejected, never pending', () => {
    expect(REVIEW_STATUSES).toEqual(['reviewing', 'accepted', 'rejected']);
  });
});
