import { join } from 'node:path';
import { describeSpecFiles } from '../support/spec-groups';

describeSpecFiles(join(__dirname, '..', 'service'), '.service-spec.ts', 1, 1);
