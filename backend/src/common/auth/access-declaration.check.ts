import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { PATH_METADATA } from '@nestjs/common/constants';
import { ACCESS, AccessRule } from './decorators';

/**
 * Refuses to start an application in which a route handler declares no access rule: a forgotten
 * decorator must stop the deployment, never open the route to everyone with a token.
 */
@Injectable()
export class AccessDeclarationCheck implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    const missing = this.undeclaredHandlers();
    if (missing.length) {
      throw new Error(`Route ohne Zugriffsregel (@Public, @Authenticated, @AllowPendingMfa oder @Roles): ${missing.join(', ')}`);
    }
  }

  undeclaredHandlers(): string[] {
    const missing: string[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as object;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue; // a helper, not a route
        const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS, [handler as never, controller]);
        if (!rule) missing.push(`${controller.name}.${name}`);
      }
    }
    return missing;
  }
}
