/** The server's rule: a group is 15 people or more (the form's rule, what the page and its description say). */
export const MIN_GROUP_SIZE = 15;
