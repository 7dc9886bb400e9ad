/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, noun: NonNullable<unknown> }} Dashboard_Load_More_All_ShownInputs */

const en_dashboard_load_more_all_shown = /** @type {(inputs: Dashboard_Load_More_All_ShownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All ${i?.count} ${i?.noun} shown.`)
};

const bn_dashboard_load_more_all_shown = /** @type {(inputs: Dashboard_Load_More_All_ShownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`সব ${i?.count}টি ${i?.noun} দেখানো হয়েছে।`)
};

/**
* | output |
* | --- |
* | "All {count} {noun} shown." |
*
* @param {Dashboard_Load_More_All_ShownInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_load_more_all_shown = /** @type {((inputs: Dashboard_Load_More_All_ShownInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Load_More_All_ShownInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_load_more_all_shown(inputs)
	return en_dashboard_load_more_all_shown(inputs)
});
