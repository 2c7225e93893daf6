import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { affiliateFromQuery, campaignFromQuery, hasAffiliateParams, keepAffiliate, keepCampaign, withoutAffiliateParams } from './affiliate.ts';

/**
 * Storefront §2 Home: an affiliate link's parameters are kept (affiliate.ts decides where, by
 * consent) and the shopper stays on the page it links to, without them in the address (the spec
 * sends to the home; landing on the linked page is what the link promised). An effect: the
 * server-rendered page hydrates with the address it was rendered for.
 */
export function useAffiliateArrival(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!hasAffiliateParams(location.search)) return;
    const value = affiliateFromQuery(location.search);
    if (value) keepAffiliate(value);
    // Issue 31 §4: the campaign too, for the sign-in's awinCampaign (storefront §3 Login request).
    const campaign = campaignFromQuery(location.search);
    if (campaign) keepCampaign(campaign);
    void navigate(`${location.pathname}${withoutAffiliateParams(location.search)}${location.hash}`, { replace: true });
  }, [location.pathname, location.search, location.hash, navigate]);
}
