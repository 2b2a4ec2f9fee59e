import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The back-office's sections (features/admin/<section>); admin/shared holds what several of them use. */
const ADMIN_SECTIONS = readdirSync(new URL('./frontend/src/features/admin', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['shared', 'test'].includes(entry.name))
  .map((entry) => entry.name);

/**
 * The frontend's layers (docs/architecture.md §3): app/ composes features/, which use components/, lib/, theme/ and api/.
 * Nothing imports upwards, a feature never imports another feature, and public code never imports the admin
 * (app/admin-routes.tsx is the one door to it, lazily).
 */
const frontendLayers = [
  ...FEATURES.map((feature) => ({
    target: `./frontend/src/features/${feature}`,
    from: './frontend/src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to components/ or lib/.',
  })),
  ...ADMIN_SECTIONS.map((section) => ({
    target: `./frontend/src/features/admin/${section}`,
    from: './frontend/src/features/admin',
    except: [`./${section}`, './shared'],
    message: 'An admin section does not import another section: move what both need to features/admin/shared/.',
  })),
  {
    target: './frontend/src/features/admin/shared',
    from: './frontend/src/features/admin',
    except: ['./shared'],
    message: 'features/admin/shared/ serves every admin section: it imports none of them.',
  },
  {
    target: './frontend/src/features',
    from: './frontend/src/app',
    message:
      'app/ composes the features (routes, store, providers): a feature takes what it needs from api/, config/, components/ or lib/.',
  },
  ...['components', 'lib', 'theme', 'api', 'config'].map((layer) => ({
    target: `./frontend/src/${layer}`,
    from: ['./frontend/src/app', './frontend/src/features'],
    message: `${layer}/ is shared by every feature: it imports nothing from app/ or features/.`,
  })),
  {
    target: ['./frontend/src/app/**/!(admin-routes).{ts,tsx}', './frontend/src/*.{ts,tsx}'],
    from: './frontend/src/features/admin',
    message: 'Public code never imports admin code (app/admin-routes.tsx loads it lazily).',
  },
  {
    target: [
      './frontend/src/!(features|api)/**',
      './frontend/src/api/!(staff-api).ts',
      './frontend/src/*.{ts,tsx}',
      './frontend/src/features/!(admin)/**',
    ],
    from: ['./frontend/src/api/staff-api.ts', './frontend/src/api/generated-staff.ts'],
    message:
      "Public code calls the visitors' endpoints only (api/enhanced-api.ts, api/generated-public.ts): the back-office's load with it.",
  },
  {
    target: './frontend/src/!(lib)/**',
    from: './backend',
    message:
      'The frontend takes nothing from the backend but the zone rules (lib/zoned-time.ts) and the region key rules (lib/region-keys.ts).',
  },
  {
    target: './frontend/src/lib/!(zoned-time|region-keys).ts',
    from: './backend',
    message:
      'The frontend takes nothing from the backend but the zone rules (lib/zoned-time.ts) and the region key rules (lib/region-keys.ts).',
  },
  {
    target: './frontend/src/lib/region-keys.ts',
    from: './backend',
    except: ['./src/common/domain/region-keys.ts'],
    message: 'lib/region-keys.ts passes on the region key rules only (backend/src/common/domain/region-keys.ts).',
  },
  {
    target: './frontend/src/features/admin',
    from: './frontend/src/api/generated-staff.ts',
    message: 'Import from api/staff-api.ts: it applies what the OpenAPI document cannot say before a screen calls an endpoint.',
  },
];

const TYPED_STORE_HOOKS = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch'],
  message: 'Use the typed hooks: useAppSelector from app/hooks.ts, useApiDispatch from api/api-dispatch.ts.',
};

/**
 * The backend's boundaries (docs/architecture.md §2). Every folder of backend/src is a domain module except the
 * infrastructure below them (common/, config/, database/) and cli/, the command-line entry points. A domain imports
 * common/, config/, database/, its own folder, the shared domain modules, and the few other domains named in
 * DOMAIN_USES; common/ imports only itself and config/; nothing but the entry points imports cli/ or the app's root files.
 */
const NOT_DOMAINS = ['common', 'config', 'database', 'cli'];
/** Domains that serve the others: media references, mail to staff, the site settings, the regions and their clocks. */
const SHARED_DOMAINS = ['audit', 'media', 'notifications', 'settings', 'regions'];
/** The other domains that one domain uses directly, each for a reason. */
const DOMAIN_USES = {
  pages: ['blog'], // renders stories into pages and counts their views
  analytics: ['calendar'], // marks the operating nights on the season dashboard's charts
  maintenance: ['discount'], // prunes the discount visitors whose 24 hours have passed
  staff: ['auth'], // members are auth's accounts: it sets their passwords by auth's rules and hashing
  discount: ['calendar'], // a won code is valid until the season's last operating night
  setup: ['calendar', 'discount', 'tickets', 'legal', 'attractions', 'faq'], // the setup checklist reads whether each part of the season exists
  'group-bookings': ['calendar'], // a group's preferred nights are nights of the region's operating calendar
  // claims the daily erasing of applications past their retention period across replicas; checks the operating nights
  // applicants say they can work against the calendar
  employment: ['maintenance', 'calendar'],
  translations: ['attractions', 'faq', 'tickets', 'employment', 'legal'], // lists what each translated kind still lacks, from its table
};
const DOMAINS = readdirSync(new URL('./backend/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_DOMAINS.includes(entry.name))
  .map((entry) => entry.name);
const BACKEND_ROOT_FILES = './backend/src/*.ts';

const backendFolders = (folders) => folders.map((folder) => `./backend/src/${folder}/**`);
const backendBoundaries = [
  ...DOMAINS.map((domain) => ({
    target: `./backend/src/${domain}`,
    from: [
      ...backendFolders(
        DOMAINS.filter((other) => other !== domain && !SHARED_DOMAINS.includes(other) && !DOMAIN_USES[domain]?.includes(other)),
      ),
      ...backendFolders(['cli']),
      BACKEND_ROOT_FILES,
    ],
    message: `A domain imports common/, config/, database/ and the shared domains (${SHARED_DOMAINS.join(', ')}), not another domain: move what both need to common/, or name the use in DOMAIN_USES (eslint.config.mjs).`,
  })),
  {
    target: './backend/src/common',
    from: [...backendFolders([...DOMAINS, 'database', 'cli']), BACKEND_ROOT_FILES],
    message: 'common/ is shared by every domain: it imports nothing but common/ and config/.',
  },
  {
    target: './backend/src/common/domain/zoned-time.ts',
    from: './backend/src',
    message: 'The zone rules run in the browser too (frontend/src/lib/zoned-time.ts): they import nothing.',
  },
  {
    target: './backend/src/common/domain/region-keys.ts',
    from: './backend/src',
    message: 'The region key rules run in the browser too (frontend/src/lib/region-keys.ts): they import nothing.',
  },
];

/** A region's key written as a literal: 'new-york', "florida" or `florida`. */
const REGION_KEY_PATTERN = '/^(new-york|florida)$/';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '**/coverage/**',
      '**/.fe-tmp-dist/**',
      'e2e/screenshots/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['backend/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-extraneous-class': 'off' },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['e2e/**/*.ts', 'scripts/**/*.mjs', '.ci/**/*.mjs', 'bench/**/*.mjs', 'design/**/*.mjs', '**/*.cjs', '**/*.config.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  // CommonJS modules load what they use with require() (scripts/lib/*.cjs serve both jest's CommonJS and ES modules).
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Promises that nobody awaits or handles, and promises passed where a plain callback is expected: type-aware.
  {
    files: ['backend/**/*.ts', 'frontend/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    ignores: ['frontend/vite.config.ts', 'frontend/jest.config.*'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  // Import boundaries and cycles.
  {
    files: ['backend/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['frontend/tsconfig.json', 'backend/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/**/*.test.{ts,tsx}', 'frontend/src/**/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: frontendLayers }] },
  },
  {
    files: ['backend/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: backendBoundaries }] },
  },
  // The store's hooks are typed once: useAppSelector (app/hooks.ts) and useApiDispatch (api/api-dispatch.ts).
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/app/hooks.ts', 'frontend/src/api/api-dispatch.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [TYPED_STORE_HOOKS] }] },
  },
  // Public pages draw their icons from the one SVG sprite (docs/architecture.md §3), never inline from MUI's set.
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: [
      'frontend/src/app/hooks.ts',
      'frontend/src/api/api-dispatch.ts',
      'frontend/src/features/admin/**',
      'frontend/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [TYPED_STORE_HOOKS],
          patterns: [
            {
              group: ['@mui/icons-material', '@mui/icons-material/*'],
              message: 'Take the icon from components/icons/site-icons.ts (one cached sprite); add its name there if it is new.',
            },
          ],
        },
      ],
    },
  },
  // Regions are data (the regions table, docs/architecture.md): hand-written code names no region by its key. Seeds,
  // tests, fixtures and migrations may; the files below still do, and the list may only shrink.
  {
    files: ['backend/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}', 'scripts/**/*.{mjs,cjs}'],
    ignores: [
      '**/*.spec.ts',
      '**/*.test.{ts,tsx}',
      '**/*.test-data.ts',
      '**/*.e2e-spec.ts',
      '**/test/**',
      '**/seed/**',
      '**/migrations/**',
      '**/*fixture*',
      'frontend/src/api/generated-*.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Literal[value=${REGION_KEY_PATTERN}], TemplateElement[value.cooked=${REGION_KEY_PATTERN}]`,
          message: 'A region is a row of the regions table: take its key from the data (GET /api/regions, RegionsService), not from code.',
        },
      ],
    },
  },
);
