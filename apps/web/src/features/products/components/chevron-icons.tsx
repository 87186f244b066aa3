import { Svg, type IconProps } from "@/components/layout/icons";

/*
 * The carousels' arrows (the home's new arrivals, below the fold, and the product page's
 * photographs): drawn only by lazy parts, so they come with those chunks and not with every
 * page's start-up (components/layout/icons.tsx). They point along the line of text and carry
 * data-mirror, turning round on right-to-left pages (index.css, issue 16).
 */
export const ChevronLeftIcon = (props: IconProps) => (
  <Svg data-mirror {...props}>
    <path d="m15 18-6-6 6-6" />
  </Svg>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Svg data-mirror {...props}>
    <path d="m9 18 6-6-6-6" />
  </Svg>
);
