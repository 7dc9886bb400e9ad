/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Catalogue_Remove_Filter_OtherInputs */

const en_catalogue_remove_filter_other = /** @type {(inputs: Catalogue_Remove_Filter_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(remove this filter: ${i?.count} classes)`)
};

const bn_catalogue_remove_filter_other = /** @type {(inputs: Catalogue_Remove_Filter_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(ফিল্টারটি সরালে ${i?.count}টি ক্লাস)`)
};

/**
* | output |
* | --- |
* | "(remove this filter: {count} classes)" |
*
* @param {Catalogue_Remove_Filter_OtherInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const catalogue_remove_filter_other = /** @type {((inputs: Catalogue_Remove_Filter_OtherInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catalogue_Remove_Filter_OtherInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_catalogue_remove_filter_other(inputs)
	return en_catalogue_remove_filter_other(inputs)
});
