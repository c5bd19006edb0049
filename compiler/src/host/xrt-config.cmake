# XRT's CMake package for aiec's XRT-compatible runtime, written by
# `aie-sim --xrt-prefix` (compiler/src/host/prefix.rs). find_package(XRT)
# finds it with the prefix on CMAKE_PREFIX_PATH and sets what XRT's own
# package sets:
#   XRT_FOUND, XRT_VERSION (find_package's, from xrt-config-version.cmake),
#   XRT_CMAKE_DIR
#   XRT_INCLUDE_DIRS        the headers (xrt/xrt_device.h, ...)
#   XRT_LINK_DIRS           the directory of libxrt_coreutil.so
#   XRT_COREUTIL_LIBRARIES  the imported target XRT::xrt_coreutil
# aiec's runtime is libxrt_coreutil alone: XRT's other libraries (xrt_core,
# OpenCL) are not part of it.

get_filename_component(XRT_CMAKE_DIR "${CMAKE_CURRENT_LIST_DIR}" ABSOLUTE)
get_filename_component(_aiec_xrt_prefix "${XRT_CMAKE_DIR}/../../.." ABSOLUTE)

set(XRT_INCLUDE_DIRS "${_aiec_xrt_prefix}/include")
set(XRT_LINK_DIRS "${_aiec_xrt_prefix}/lib")

if(NOT TARGET XRT::xrt_coreutil)
  add_library(XRT::xrt_coreutil SHARED IMPORTED)
  set_target_properties(XRT::xrt_coreutil PROPERTIES
    IMPORTED_LOCATION "${XRT_LINK_DIRS}/libxrt_coreutil.so"
    INTERFACE_INCLUDE_DIRECTORIES "${XRT_INCLUDE_DIRS}")
endif()
set(XRT_COREUTIL_LIBRARIES XRT::xrt_coreutil)

unset(_aiec_xrt_prefix)
