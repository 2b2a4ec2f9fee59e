import { array, number, object, string } from 'yup';
import { PHONE_PATTERN } from '../../lib/phone';
import type { Text } from '../../i18n/text';
import { MIN_GROUP_SIZE } from './group-size';

/** The group booking form's rules (the server's), their messages in the page's language. */
export function groupBookingSchemaOf(text: Text) {
  const groupNameTooShort = text('groups.error.groupNameTooShort');
  const nameTooShort = text('groups.error.nameTooShort');
  const email = text('groups.error.email');
  const phone = text('groups.error.phone');
  const groupSizeWhole = text('groups.error.groupSizeWhole');
  const groupTooSmall = text('groups.error.groupTooSmall', { min: MIN_GROUP_SIZE });
  return object({
    groupName: string().trim().required(groupNameTooShort).min(2, groupNameTooShort).max(120),
    name: string().trim().required(nameTooShort).min(2, nameTooShort).max(120),
    email: string().trim().required(email).email(email),
    phone: string().required(phone).matches(PHONE_PATTERN, phone),
    groupSize: number()
      .transform((value: number, original: unknown) => (original === '' ? undefined : value))
      .typeError(groupSizeWhole)
      .required(groupTooSmall)
      .integer(groupSizeWhole)
      .min(MIN_GROUP_SIZE, groupTooSmall)
      .max(2000, text('groups.error.groupTooLarge')),
    preferredNights: array(string().required()).max(10, text('groups.error.tooManyNights')),
    notes: string().trim().max(2000, text('groups.error.notesTooLong')),
  });
}

export interface GroupBookingValues {
  groupName: string;
  name: string;
  email: string;
  phone: string;
  groupSize: string;
  preferredNights: string[];
  notes: string;
}

export const GROUP_BOOKING_INITIAL_VALUES: GroupBookingValues = {
  groupName: '',
  name: '',
  email: '',
  phone: '',
  groupSize: '',
  preferredNights: [],
  notes: '',
};
