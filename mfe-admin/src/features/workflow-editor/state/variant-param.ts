import { WORKFLOW_VARIANTS, type WorkflowVariant } from 'shared-rules';

/** The address parameter that names the variant being edited (`?variant=NONDEL`). */
export const VARIANT_PARAM = 'variant';

/** The variant the address names, or the first one (wholesale) when it names none or an unknown one. */
export function variantFromParams(params: URLSearchParams): WorkflowVariant {
  const named = params.get(VARIANT_PARAM)?.toUpperCase();
  return WORKFLOW_VARIANTS.find((variant) => variant === named) ?? WORKFLOW_VARIANTS[0];
}

/** The address parameters with `variant` set, keeping the others (the page's tab). */
export function withVariant(params: URLSearchParams, variant: WorkflowVariant): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(VARIANT_PARAM, variant);
  return next;
}
