/** A select expression counting the rows (of a group) that meet `condition`; portable where COUNT(*) FILTER is not. */
export const countWhere = (condition: string) => `SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END)`;

/** A COUNT or SUM read from a raw row: MySQL/MariaDB return SUM as a decimal string, and a SUM over no rows is NULL. */
export const aggregateNumber = (value: string | number | null | undefined) => Number(value ?? 0);
