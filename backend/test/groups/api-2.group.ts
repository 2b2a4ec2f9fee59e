import { join } from 'node:path';
import { describeSpecFiles } from '../support/spec-groups';

describeSpecFiles(join(__dirname, '..'), '.e2e-spec.ts', 2, 3);
