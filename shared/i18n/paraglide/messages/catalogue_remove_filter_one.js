/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Catalogue_Remove_Filter_OneInputs */

const en_catalogue_remove_filter_one = /** @type {(inputs: Catalogue_Remove_Filter_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(remove this filter: ${i?.count} class)`)
};

const bn_catalogue_remove_filter_one = /** @type {(inputs: Catalogue_Remove_Filter_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(ফিল্টারটি সরালে ${i?.count}টি ক্লাস)`)
};

/**
* | output |
* | --- |
* | "(remove this filter: {count} class)" |
*
* @param {Catalogue_Remove_Filter_OneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_remove_filter_one = /** @type {((inputs: Catalogue_Remove_Filter_OneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Remove_Filter_OneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_remove_filter_one(inputs)
	return en_catalogue_remove_filter_one(inputs)
});
