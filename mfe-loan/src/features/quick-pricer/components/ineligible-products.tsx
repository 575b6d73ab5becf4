import { Accordion, List, Stack, Text } from '@mantine/core';
import type { IneligibleProduct } from 'shared-rules';
import { productDescription } from '../state/pricing-labels';

/** Products the scenario does not qualify for, collapsed under one heading, each with every reason. */
export function IneligibleProducts({ products }: { products: readonly IneligibleProduct[] }) {
  if (products.length === 0) return null;
  return (
    <Accordion variant="contained" radius="md">
      <Accordion.Item value="ineligible">
        <Accordion.Control>{products.length === 1 ? '1 ineligible product' : `${products.length} ineligible products`}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="md">
            {products.map((product) => (
              <section key={product.productId} aria-label={product.name}>
                <Text fw={600} size="sm">
                  {product.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {product.program} · {productDescription(product)}
                </Text>
                <List size="sm" mt={4}>
                  {product.reasons.map((reason) => (
                    <List.Item key={reason}>{reason}</List.Item>
                  ))}
                </List>
              </section>
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
