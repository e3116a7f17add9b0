# Checks that the one version number agrees everywhere it appears:
#   project(VERSION) and VERDICT_RELEASE_DATE in CMakeLists.txt, the newest release heading of CHANGELOG.md,
#   the newest <release> of the generated AppStream metainfo, and `verdict --version`.
#   cmake -DSOURCE_DIR=... -DMETAINFO=... -DVERDICT=... -P check-version.cmake
set(failures "")
macro(fail text)
    list(APPEND failures "${text}")
endmacro()

file(READ "${SOURCE_DIR}/CMakeLists.txt" top)
if(NOT top MATCHES "project\\(Verdict VERSION ([0-9]+\\.[0-9]+\\.[0-9]+)")
    message(FATAL_ERROR "CMakeLists.txt: no project(Verdict VERSION X.Y.Z)")
endif()
set(version "${CMAKE_MATCH_1}")
if(NOT top MATCHES "set\\(VERDICT_RELEASE_DATE \"([0-9-]+)\"\\)")
    message(FATAL_ERROR "CMakeLists.txt: no set(VERDICT_RELEASE_DATE \"YYYY-MM-DD\")")
endif()
set(date "${CMAKE_MATCH_1}")
message(STATUS "CMakeLists.txt: version ${version}, release date ${date}")

# CHANGELOG.md: the first heading "## [X.Y.Z] - DATE" after "## [Unreleased]".
file(STRINGS "${SOURCE_DIR}/CHANGELOG.md" releases REGEX "^## \\[[0-9]" ENCODING UTF-8)
list(LENGTH releases count)
if(count EQUAL 0)
    fail("CHANGELOG.md: no release heading '## [X.Y.Z] - YYYY-MM-DD'")
else()
    list(GET releases 0 newest)
    if(NOT newest MATCHES "^## \\[([^]]+)\\] - ([0-9-]+)$")
        fail("CHANGELOG.md: the heading '${newest}' is not '## [X.Y.Z] - YYYY-MM-DD'")
    elseif(NOT CMAKE_MATCH_1 STREQUAL version)
        fail("CHANGELOG.md: newest release is ${CMAKE_MATCH_1}, CMakeLists.txt says ${version}")
    elseif(NOT CMAKE_MATCH_2 STREQUAL date)
        fail("CHANGELOG.md: release ${version} is dated ${CMAKE_MATCH_2}, CMakeLists.txt says ${date}")
    endif()
endif()

# The generated metainfo: its first <release> is the newest.
file(READ "${METAINFO}" metainfo)
if(NOT metainfo MATCHES "<release version=\"([^\"]+)\" date=\"([^\"]+)\"")
    fail("${METAINFO}: no <release version=... date=...>")
elseif(NOT CMAKE_MATCH_1 STREQUAL version OR NOT CMAKE_MATCH_2 STREQUAL date)
    fail("${METAINFO}: release ${CMAKE_MATCH_1} of ${CMAKE_MATCH_2}, expected ${version} of ${date}")
endif()

execute_process(COMMAND "${VERDICT}" --version OUTPUT_VARIABLE printed RESULT_VARIABLE status
                OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT status EQUAL 0)
    fail("verdict --version exited with ${status}")
elseif(NOT printed STREQUAL "verdict ${version}")
    fail("verdict --version printed '${printed}', expected 'verdict ${version}'")
endif()

if(failures)
    list(JOIN failures "\n  " text)
    message(FATAL_ERROR "the version does not agree:\n  ${text}")
endif()
message(STATUS "version ${version} (${date}) agrees in CMakeLists.txt, CHANGELOG.md, the metainfo and verdict --version")
