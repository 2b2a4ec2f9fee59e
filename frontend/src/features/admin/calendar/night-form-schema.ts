import * as Yup from 'yup';
import { NIGHT_STATUSES } from '../../../config/labels';

/** The server's rules (backend/src/calendar), checked before sending so the form can say what is wrong at once. */
export const wallClockTime = (label: string) =>
  Yup.string()
    .required(`${label} is required`)
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a 24-hour time written HH:MM, e.g. 18:30`);

export const calendarDate = (label: string) =>
  Yup.string()
    .required(`${label} is required`)
    .matches(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date written YYYY-MM-DD`);

const LAST_ENTRY_ORDER = 'Last entry must be after the attractions start (a time before the doors open means after midnight)';

/** Last entry comes after the attractions start; a time earlier than the doors is after midnight. */
export function lastEntryInOrder(doorsOpen: string, attractionsStart: string, lastEntry: string): boolean {
  const intoNight = (time: string) => (time < doorsOpen ? `1${time}` : `0${time}`);
  return intoNight(lastEntry) > intoNight(attractionsStart);
}

const lastEntryAfterAttractions = (label: string) =>
  wallClockTime(label).test('after-attractions', LAST_ENTRY_ORDER, function check(value) {
    const { doorsOpen, attractionsStart } = this.parent as Record<string, string>;
    return !value || !doorsOpen || !attractionsStart || lastEntryInOrder(doorsOpen, attractionsStart, value);
  });

export const NOTE_MAX_LENGTH = 200;

const attractionsAfterDoors = () =>
  wallClockTime('Attractions start').test('after-doors', 'Attractions must not start before the doors open', function check(value) {
    return !value || value >= this.parent.doorsOpen;
  });

export const nightSchema = Yup.object({
  status: Yup.string().oneOf(NIGHT_STATUSES, 'Choose a status').required('Choose a status'),
  note: Yup.string().max(NOTE_MAX_LENGTH, `Note must be at most ${NOTE_MAX_LENGTH} characters`),
  doorsOpen: wallClockTime('Doors open'),
  attractionsStart: attractionsAfterDoors(),
  lastEntry: lastEntryAfterAttractions('Last entry'),
});

export const bulkAddSchema = Yup.object({
  from: calendarDate('From'),
  to: calendarDate('To').test('not-before', 'To must not be before From', function check(to) {
    return !to || !this.parent.from || to >= this.parent.from;
  }),
  weekdays: Yup.array(Yup.number().required()).min(1, 'Choose at least one weekday'),
  doorsOpen: wallClockTime('Doors open'),
  attractionsStart: attractionsAfterDoors(),
  lastEntrySundayToThursday: lastEntryAfterAttractions('Last entry (Sunday to Thursday)'),
  lastEntryFridayAndSaturday: lastEntryAfterAttractions('Last entry (Friday and Saturday)'),
});
