import { Link } from 'react-router-dom';
import type { RenderLink } from '@urembo/ui';

/** Lets @urembo/ui headers and footers navigate with the router instead of reloading the page. */
export const renderRouterLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;
