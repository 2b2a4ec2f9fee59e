import { OperatingNightChangesDto } from './create-operating-night.dto';

/** PATCH body: only the fields sent change (a night's region and date are what it is; delete it to move it). */
export class UpdateOperatingNightDto extends OperatingNightChangesDto {}
