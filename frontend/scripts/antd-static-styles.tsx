// Prints the CSS of the antd components the shop uses, rendered once at build time with the portal's theme
// (run by the build through vite-node; see vite.config.ts, inlineAntdStyles). With the cache-path map at its end,
// antd's CSS-in-JS finds each style already "in a CSS file" and skips computing and inserting it in the browser.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { App, Badge, Button, ConfigProvider, Empty, Layout, Modal, Switch } from 'antd';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { theme } from '../src/app/theme';

/**
 * The components of the shell, the home page and the catalogue (with the first visit's pilot-phase modal), so the
 * first page a visitor sees computes no antd style in the browser. Everything else is left to antd at run time:
 * its CSS would make every page's HTML heavier for pages most visitors never open. The catalogue's toolbar and page
 * links are native elements with their own CSS (features/catalogue/components), not antd.
 */
const components: ReactNode = (
  <App>
    <Layout>
      <Layout.Header />
      <Layout.Sider />
      <Layout.Content />
      <Layout.Footer />
    </Layout>
    <Badge count={1} />
    <Button>a</Button>
    <Switch />
    <Empty />
    <Modal open={false} />
  </App>
);

const cache = createCache();
renderToString(
  <StyleProvider cache={cache}>
    <ConfigProvider theme={theme}>{components}</ConfigProvider>
  </StyleProvider>,
);
process.stdout.write(extractStyle(cache, { plain: true, types: 'style' }));
