import type { ThemeConfig } from 'antd';

/** Calm greens for a climate-neutral wholesaler; enough contrast for long reading. */
export const BRAND_GREEN = '#2f7a52';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_GREEN,
    colorLink: BRAND_GREEN,
    colorBgLayout: '#f3f6f2',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    // antd draws progress bars in the info blue by default; ours are brand green.
    Progress: { defaultColor: BRAND_GREEN },
    Layout: {
      siderBg: '#ffffff',
      headerBg: '#ffffff',
      headerHeight: 56,
      headerPadding: '0 16px',
      footerBg: '#eaf0e8',
    },
  },
};
