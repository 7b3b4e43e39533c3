// The cross-resource lint rule on a scratch service: red on another resource's repository, entity or
// controller (static, lazy, re-export, type-only), quiet on its module, on the classes its module
// exports, on common/, on the service's root files and from migrations and seeds. Run with `node --test tools/eslint/no-cross-resource-import.test.mjs`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lintScratch } from './lint-scratch.mjs';
import crossResource from './no-cross-resource-import.mjs';

const lint = (files) => lintScratch(files, crossResource, 'no-cross-resource-import');

const LIKES = {
  'services/members/src/likes/likes.module.ts':
    "import { Module } from '@nestjs/common';\nimport { LikesService } from './likes.service';\nimport { LikesRepository } from './likes.repository';\n@Module({ providers: [LikesService, LikesRepository], exports: [LikesService] })\nexport class LikesModule {}\n",
  'services/members/src/likes/likes.service.ts': 'export class LikesService {}\n',
  'services/members/src/likes/likes.repository.ts': 'export class LikesRepository {}\n',
  'services/members/src/likes/like.entity.ts': 'export class Like {}\n',
  'services/members/src/common/age.ts': 'export const ageOf = () => 1;\n',
};

const message = (specifier) =>
  `Resource 'matches' imports '${specifier}' from resource 'likes', which its module does not export. Use what likes's module exports (add it to its \`exports\` if it is meant to be shared), or move what both need to src/common.`;

test("reports another resource's repository and entity, statically, lazily, re-exported or as a type", async () => {
  const problems = await lint({
    ...LIKES,
    'services/members/src/matches/matches.service.ts':
      "import { LikesRepository } from '../likes/likes.repository';\nimport type { Like } from '../likes/like.entity';\nexport const a = [LikesRepository];\nexport type L = Like;\n",
    'services/members/src/matches/deep/lazy.ts':
      "export const load = () => import('../../likes/likes.repository');\nexport * from '../../likes/like.entity';\n",
  });
  assert.deepEqual(problems['services/members/src/matches/matches.service.ts'], [message('../likes/likes.repository'), message('../likes/like.entity')]);
  assert.deepEqual(problems['services/members/src/matches/deep/lazy.ts'], [message('../../likes/likes.repository'), message('../../likes/like.entity')]);
});

test('stays quiet on the module, what it exports, common/, the own resource, the root files and seeds', async () => {
  const problems = await lint({
    ...LIKES,
    'services/members/src/matches/matches.module.ts':
      "import { Module } from '@nestjs/common';\nimport { LikesModule } from '../likes/likes.module';\n@Module({ imports: [LikesModule] })\nexport class MatchesModule {}\n",
    'services/members/src/matches/matches.service.ts':
      "import { LikesService } from '../likes/likes.service';\nimport { ageOf } from '../common/age';\nimport { MatchesModule } from './matches.module';\nexport const a = [LikesService, ageOf, MatchesModule];\n",
    'services/members/src/seed/seed.module.ts': "import { Module } from '@nestjs/common';\n@Module({})\nexport class SeedModule {}\n",
    'services/members/src/seed/demo.ts': "import { Like } from '../likes/like.entity';\nexport const a = Like;\n",
    'services/members/src/app.module.ts': "import { LikesRepository } from './likes/likes.repository';\nexport const a = LikesRepository;\n",
  });
  for (const [file, messages] of Object.entries(problems)) assert.deepEqual(messages, [], file);
});
