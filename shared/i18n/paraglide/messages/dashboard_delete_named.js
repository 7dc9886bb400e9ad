/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dashboard_Delete_NamedInputs */

const en_dashboard_delete_named = /** @type {(inputs: Dashboard_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.name}`)
};

const bn_dashboard_delete_named = /** @type {(inputs: Dashboard_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} মুছে ফেলুন`)
};

/**
* | output |
* | --- |
* | "Delete {name}" |
*
* @param {Dashboard_Delete_NamedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_delete_named = /** @type {((inputs: Dashboard_Delete_NamedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Delete_NamedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_delete_named(inputs)
	return en_dashboard_delete_named(inputs)
});
