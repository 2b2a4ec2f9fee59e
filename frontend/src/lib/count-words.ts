const WORDS = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];

/** A count as a sentence starts it: "Three" up to twelve, then digits ("24"), so copy says what the data holds. */
export function countWord(count: number): string {
  return WORDS[count] ?? String(count);
}

/** "Three terrifying attractions", "One terrifying attraction": the count, the words between, and the noun in its number. */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${countWord(count)} ${count === 1 ? singular : plural}`;
}
