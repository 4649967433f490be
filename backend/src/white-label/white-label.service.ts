import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { WhiteLabelDeployment } from '@northvault/contracts/api';
import { canDeploy, deploySteps, WHITE_LABEL_MESSAGES, type WhiteLabelConfig } from '@northvault/contracts/white-label';
import { readableId } from '../common/readable-id';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { organizations, whiteLabelConfigs, whiteLabelDeployments } from '../database/schema';
import type { SaveWhiteLabelConfigDto } from './save-white-label-config.dto';

export const CONFIG_NOT_FOUND = 'No saved white-label configuration with this id belongs to your organisation.';

type ConfigRow = typeof whiteLabelConfigs.$inferSelect;
type DeploymentRow = typeof whiteLabelDeployments.$inferSelect;

function toConfig(row: ConfigRow): WhiteLabelConfig {
  const { createdAt: _created, updatedAt: _updated, ...config } = row;
  return config;
}

function toDeployment(row: DeploymentRow): WhiteLabelDeployment {
  return { ...row, deployedAt: row.deployedAt.toISOString() };
}

/**
 * The white-label configuration of the signed-in customer's organisation. Every query is scoped by
 * the organisation the session resolves to, so one organisation never reaches another's rows.
 */
@Injectable()
export class WhiteLabelService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async config(userId: string): Promise<WhiteLabelConfig | null> {
    const organizationId = await this.organizationOf(userId);
    const [row] = await this.database.db
      .select()
      .from(whiteLabelConfigs)
      .where(eq(whiteLabelConfigs.organizationId, organizationId));
    return row ? toConfig(row) : null;
  }

  /** Saves the whole configuration; `isActive` stays as the last deployment left it. */
  async save(userId: string, input: SaveWhiteLabelConfigDto): Promise<{ id: string }> {
    const organizationId = await this.organizationOf(userId);
    const { id: _id, organizationId: _organization, isActive: _active, ...fields } = input;
    const [row] = await this.database.db
      .insert(whiteLabelConfigs)
      .values({ id: readableId('WLC', 10), organizationId, ...fields })
      .onConflictDoUpdate({ target: whiteLabelConfigs.organizationId, set: { ...fields, updatedAt: sql`now()` } })
      .returning({ id: whiteLabelConfigs.id });
    return { id: row!.id };
  }

  /** Checks SPEC section 4's steps on the saved row, records the deployment and activates the platform. */
  async deploy(userId: string, configId: string): Promise<WhiteLabelDeployment> {
    const organizationId = await this.organizationOf(userId);
    return this.database.transaction(async (tx) => {
      const [config] = await tx
        .select()
        .from(whiteLabelConfigs)
        .where(and(eq(whiteLabelConfigs.id, configId), eq(whiteLabelConfigs.organizationId, organizationId)))
        .for('update');
      if (!config) throw new NotFoundException(CONFIG_NOT_FOUND);
      if (!canDeploy(deploySteps(config))) throw new BadRequestException(WHITE_LABEL_MESSAGES.stepsIncomplete);

      await tx
        .update(whiteLabelDeployments)
        .set({ status: 'superseded' })
        .where(eq(whiteLabelDeployments.configId, configId));
      const [deployment] = await tx
        .insert(whiteLabelDeployments)
        .values({ id: readableId('DEP', 10), configId, domain: config.domain, status: 'active' })
        .returning();
      await tx
        .update(whiteLabelConfigs)
        .set({ isActive: true, updatedAt: sql`now()` })
        .where(eq(whiteLabelConfigs.id, configId));
      return toDeployment(deployment!);
    });
  }

  async deployments(userId: string): Promise<WhiteLabelDeployment[]> {
    const organizationId = await this.organizationOf(userId);
    const rows = await this.database.db
      .select({ deployment: whiteLabelDeployments })
      .from(whiteLabelDeployments)
      .innerJoin(whiteLabelConfigs, eq(whiteLabelConfigs.id, whiteLabelDeployments.configId))
      .where(eq(whiteLabelConfigs.organizationId, organizationId))
      .orderBy(desc(whiteLabelDeployments.deployedAt));
    return rows.map((row) => toDeployment(row.deployment));
  }

  /** One organisation per customer, created the first time they open the configurator. */
  private async organizationOf(userId: string): Promise<string> {
    const { db } = this.database;
    await db
      .insert(organizations)
      .values({ id: readableId('ORG', 10), ownerUserId: userId })
      .onConflictDoNothing();
    const [organization] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.ownerUserId, userId));
    return organization!.id;
  }
}
