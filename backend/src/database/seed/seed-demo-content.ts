import type { DataSource } from 'typeorm';

/** Demo content for a first visitor. Filled in by the demo-content work. */
export async function seedDemoContent(dataSource: DataSource): Promise<void> {
  void dataSource;
}
