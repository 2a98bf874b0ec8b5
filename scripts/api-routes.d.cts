// Types of scripts/api-routes.cjs.
export interface ScannedRoute {
  pattern: string;
  file: string;
  methods: string[];
}
export function scanApiRoutes(root?: string): ScannedRoute[];
export function exportedMethods(source: string): string[];
